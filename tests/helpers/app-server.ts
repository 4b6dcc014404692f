// A second app server for tests that need a different configuration (an OpenAI endpoint, open
// registration, a short session): the same build and database as the main test server.
import { freePort } from "../../scripts/lib/local-db";
import { serverStartEnv } from "../../scripts/lib/local-server-env";
import { startGroup, waitForHttp } from "../../scripts/lib/processes";
import { productionServerCommand } from "../../scripts/lib/server-command";

export type AppServer = { url: string; stop: () => Promise<void> };

export async function startAppServer(envOverrides: Record<string, string>): Promise<AppServer> {
  if (!process.env.NEXT_DIST_DIR)
    throw new Error("NEXT_DIST_DIR is not set: run the tests through `npm test`");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = productionServerCommand(port, "127.0.0.1");
  const group = startGroup(server.command, server.args, {
    env: serverStartEnv({ ...process.env, ...envOverrides, PORT: String(port) }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHttp(`${url}/api/health`, 90000);
  } catch (error) {
    await group.stop();
    throw error;
  }
  return { url, stop: () => group.stop() };
}
