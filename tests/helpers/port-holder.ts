// Keeps a stopped database's port taken (every connection is dropped at once, like a dead
// database), so no other test run on the machine can start a server on it before the restart.
import net from "node:net";

export type PortHolder = { release: () => Promise<void> };

export async function holdPort(port: number): Promise<PortHolder> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    release: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
