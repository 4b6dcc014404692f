// RSS 2.0 / RSS 1.0 / Atom text → a feed title and its raw items, via rss-parser.
import Parser from "rss-parser";

export type MediaNode = { $?: { url?: string; medium?: string; type?: string } };

export type RawFeedItem = Parser.Item & {
  author?: unknown;
  "content:encoded"?: unknown;
  mediaContent?: MediaNode[];
  mediaThumbnail?: MediaNode[];
};

export type ParsedFeed = { title: string | undefined; items: RawFeedItem[] };

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedParseError";
  }
}

const parser = new Parser<Record<string, unknown>, RawFeedItem>({
  customFields: {
    item: [
      ["media:content", "mediaContent", { keepArray: true }],
      ["media:thumbnail", "mediaThumbnail", { keepArray: true }],
    ],
  },
});

export async function parseFeedXml(xml: string): Promise<ParsedFeed> {
  if (!xml.trim()) throw new FeedParseError("The feed is empty");
  try {
    const feed = await parser.parseString(xml);
    return { title: typeof feed.title === "string" ? feed.title : undefined, items: feed.items ?? [] };
  } catch {
    throw new FeedParseError("The feed is not valid RSS or Atom XML");
  }
}
