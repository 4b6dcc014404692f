import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FeedServer, startFeedServer } from "@/tests/helpers/feed-server";
import { FeedFetchError, fetchFeedText } from "@/lib/feeds/fetch-feed";
import { PRIVATE_HOST_MESSAGE } from "@/lib/net/address-guard";
import { FeedParseError, parseFeedXml } from "@/lib/feeds/parse-feed";

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

describe("fetchFeedText", () => {
  it("downloads a feed, following a redirect", async () => {
    const text = await fetchFeedText(server.url("/redirect"), { allowPrivate: true });
    expect(text).toContain(`People Weekly ${server.runId}`);
  });

  it("gives up on a response that never finishes", async () => {
    await expect(fetchFeedText(server.url("/hang"), { allowPrivate: true, timeoutMs: 400 })).rejects.toThrow(
      "The feed did not answer within 0.4 s",
    );
  });

  it("aborts a streamed body past the size cap", async () => {
    const error = await fetchFeedText(server.url("/oversize.xml"), { allowPrivate: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as Error).message).toBe("The feed is larger than 5 MB");
    await expect(
      fetchFeedText(server.url("/rss.xml"), { allowPrivate: true, maxBytes: 100 }),
    ).rejects.toThrow(/larger than/);
  });

  it("refuses a declared oversize body without reading it", async () => {
    await expect(
      fetchFeedText(server.url("/oversize-declared.xml"), { allowPrivate: true, timeoutMs: 2000 }),
    ).rejects.toThrow("The feed is larger than 5 MB");
  });

  it("reports an HTTP error status", async () => {
    await expect(fetchFeedText(server.url("/error500"), { allowPrivate: true })).rejects.toThrow(
      "The feed answered HTTP 500",
    );
  });

  it("refuses the loopback fixture server when private hosts are not allowed", async () => {
    await expect(fetchFeedText(server.url("/rss.xml"), { allowPrivate: false })).rejects.toThrow(
      PRIVATE_HOST_MESSAGE,
    );
  });

  it("reports a refused connection", async () => {
    await expect(fetchFeedText("http://127.0.0.1:1/rss", { allowPrivate: true })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});

describe("parseFeedXml", () => {
  it("parses RSS 2.0 and Atom", async () => {
    const rss = await parseFeedXml(await fetchFeedText(server.url("/rss.xml"), { allowPrivate: true }));
    expect(rss.title).toBe(`People Weekly ${server.runId}`);
    expect(rss.items).toHaveLength(3);
    const atom = await parseFeedXml(await fetchFeedText(server.url("/atom.xml"), { allowPrivate: true }));
    expect(atom.items.map((item) => item.link)).toEqual([
      `https://atom-hr.example.com/${server.runId}/performance-reviews`,
      `https://atom-hr.example.com/${server.runId}/people-analytics`,
    ]);
  });

  it.each(["/malformed.xml", "/not-a-feed"])("rejects %s", async (pathname) => {
    const text = await fetchFeedText(server.url(pathname), { allowPrivate: true });
    await expect(parseFeedXml(text)).rejects.toBeInstanceOf(FeedParseError);
  });
});
