// A TCP relay in front of the test database that can stall: while stalled it passes nothing on
// (connections stay open, queries wait for an answer that does not come), like a database too busy
// to answer. Resuming passes on what waited.
import net from "node:net";

export type DbProxy = { uri: string; stall: () => void; resume: () => void; close: () => Promise<void> };

export async function startDbProxy(targetUri: string): Promise<DbProxy> {
  const target = new URL(targetUri);
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 27017), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
      if (stalled) socket.pause();
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    uri: `mongodb://127.0.0.1:${port}${target.pathname}${target.search}`,
    stall: () => {
      stalled = true;
      for (const socket of sockets) socket.pause();
    },
    resume: () => {
      stalled = false;
      for (const socket of sockets) socket.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
