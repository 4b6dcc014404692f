// A local fixture web server for the RSS import tests (127.0.0.1, random port). Every response
// replaces {{RUN}} with this server's run id, so each test run imports links and titles of its own.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pngFile } from "../fixtures/images";

const FIXTURES = path.join(process.cwd(), "tests/fixtures/feeds");

export type FeedServer = {
  /** Unique per server start: part of every fixture title and link. */
  runId: string;
  url: (pathname: string) => string;
  close: () => Promise<void>;
};

/** An RSS 2.0 feed of `count` items whose titles and links carry `tag`. */
export function generatedFeed(tag: string, count: number): string {
  const items = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return (
      `<item><title>Generated ${tag} story ${n}</title><link>https://generated.example.com/${tag}/story-${n}</link>` +
      `<pubDate>${new Date(Date.UTC(2025, 4, n)).toUTCString()}</pubDate>` +
      `<description>&lt;p&gt;Story ${n} of the ${tag} feed.&lt;/p&gt;</description></item>`
    );
  }).join("\n");
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Generated ${tag}</title><link>https://generated.example.com/</link><description>d</description>${items}</channel></rss>`;
}

const OVERSIZE_BYTES = 6 * 1024 * 1024;

/** A feed whose first item's image this server serves, and whose second item's image fails. */
function imageFeed(tag: string, origin: string): string {
  const item = (n: number, image: string) =>
    `<item><title>Image ${tag} story ${n}</title><link>https://images.example.com/${tag}/story-${n}</link>` +
    `<enclosure url="${origin}${image}" type="image/png" length="100"/><description>Story ${n}.</description></item>`;
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Images ${tag}</title><link>https://images.example.com/</link><description>d</description>${item(1, "/red.png")}${item(2, "/error500")}</channel></rss>`;
}

export async function startFeedServer(): Promise<FeedServer> {
  const runId = `run${randomBytes(5).toString("hex")}`;
  const png = await pngFile(64, 48);
  let origin = "";
  const fixture = (name: string) =>
    readFileSync(path.join(FIXTURES, name), "utf8").replaceAll("{{RUN}}", runId);
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const xml = (body: string, type = "application/rss+xml; charset=utf-8") => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    switch (url.pathname) {
      case "/rss.xml":
        return xml(fixture("rss.xml"));
      case "/atom.xml":
        return xml(fixture("atom.xml"), "application/atom+xml; charset=utf-8");
      case "/injection.xml":
        return xml(fixture("injection.xml"));
      case "/missing.xml":
        return xml(fixture("missing.xml"));
      case "/malformed.xml":
        return xml(fixture("malformed.xml"));
      case "/not-a-feed":
        return xml(fixture("not-a-feed.html"), "text/html; charset=utf-8");
      case "/images.xml":
        return xml(imageFeed(url.searchParams.get("tag") ?? runId, origin));
      case "/red.png":
        res.writeHead(200, { "content-type": "image/png", "content-length": String(png.length) });
        return res.end(png);
      case "/generated.xml":
        return xml(
          generatedFeed(url.searchParams.get("tag") ?? runId, Number(url.searchParams.get("count") ?? "3")),
        );
      case "/error500":
        res.writeHead(500, { "content-type": "text/plain" });
        return res.end("Internal Server Error");
      case "/redirect":
        res.writeHead(302, { location: "/rss.xml" });
        return res.end();
      case "/hang":
        // Headers and a first chunk, then nothing ever again.
        res.writeHead(200, { "content-type": "application/rss+xml" });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        return;
      case "/oversize.xml": {
        // Chunked (no Content-Length), so only a streaming cap can stop it.
        res.writeHead(200, { "content-type": "application/rss+xml" });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title><description>');
        const chunk = "x".repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < OVERSIZE_BYTES) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end("</description></channel></rss>");
        };
        res.on("error", () => undefined);
        return pump();
      }
      case "/oversize-declared.xml":
        res.writeHead(200, {
          "content-type": "application/rss+xml",
          "content-length": String(OVERSIZE_BYTES),
        });
        res.write("<rss>");
        return;
      default:
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("Not found");
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    runId,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
