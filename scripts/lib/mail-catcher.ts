// `npm run dev` without SMTP_URL: MailDev (a development mail catcher from npm) on loopback, so a
// newcomer can open the confirmation mails in its web inbox.
import net from "node:net";
import path from "node:path";
import { freePort } from "./local-db";
import { startGroup, waitForHttp } from "../../deploy/lib/processes";

export type MailCatcher = { smtpUrl: string; inboxUrl: string; stop: () => Promise<void> };

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** MailDev's usual ports (1025 SMTP, 1080 web) when free, otherwise any free ones. */
async function pickPort(preferred: number): Promise<number> {
  return (await portIsFree(preferred)) ? preferred : freePort();
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const smtpPort = await pickPort(1025);
  const webPort = await pickPort(1080);
  const binary = path.join(process.cwd(), "node_modules", ".bin", "maildev");
  const args = [
    "--smtp",
    String(smtpPort),
    "--ip",
    "127.0.0.1",
    "--web",
    String(webPort),
    "--web-ip",
    "127.0.0.1",
    "--silent",
  ];
  const group = startGroup(binary, args, { stdio: ["ignore", "ignore", "inherit"] });
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  try {
    await waitForHttp(`${inboxUrl}/healthz`, 20000);
  } catch (error) {
    await group.stop();
    throw error;
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inboxUrl, stop: () => group.stop() };
}
