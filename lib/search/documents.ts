// Database documents → indexed items, one function per type. Pure: the source reads, these shape.
import { toBlogCard } from "@/lib/posts/blog-card";
import { effectiveValidThrough } from "@/lib/jobs/job-open";
import { htmlToText } from "@/lib/html/text";
import { searchKey, type SearchDocument, type SearchType, type StoredItem } from "./types";

/** Characters of an item's text kept in memory for snippets. */
export const EXCERPT_LENGTH = 400;

type Raw = Record<string, unknown> & { _id: unknown };

const text = (value: unknown) => (typeof value === "string" ? value : "");
const time = (value: unknown) => (value instanceof Date ? value.getTime() : 0);
const clip = (value: string) => (value.length > EXCERPT_LENGTH ? value.slice(0, EXCERPT_LENGTH) : value);

function item(type: SearchType, doc: Raw, fields: Omit<SearchDocument, "key" | "type" | "id">) {
  const id = String(doc._id);
  return { key: searchKey(type, id), type, id, ...fields, excerpt: clip(fields.excerpt) };
}

/** The body text of a post: its stored search text minus the title and subtitle lines it starts with. */
function postBody(doc: Raw): string {
  const searchText = text(doc.searchText);
  if (!searchText) return htmlToText(text(doc.description));
  const second = searchText.indexOf("\n", searchText.indexOf("\n") + 1);
  return second >= 0 ? searchText.slice(second + 1) : searchText;
}

/** A post's snippet text: its subtitle and stored excerpt. */
const postExcerpt = (post: { subTitle: string; excerpt: string }) =>
  clip([post.subTitle, post.excerpt].filter(Boolean).join(" — "));

export function postDocument(doc: Raw): SearchDocument {
  const author = (doc.author as { name?: unknown } | undefined)?.name;
  const categories = Array.isArray(doc.category) ? doc.category.map(String) : [];
  const card = toBlogCard(doc);
  return item("post", doc, {
    title: card.title,
    sub: card.subTitle,
    meta: [...categories, text(author)].join(" "),
    body: postBody(doc),
    date: time(doc.createdAt),
    categories,
    excerpt: postExcerpt(card),
    card,
  });
}

/**
 * The text an indexed item's snippet is cut from. A post's is made again from its card when asked
 * (a page of results at a time): a kept copy (two bytes a character, for the dash) cost about 16 MB
 * of heap at 20 000 posts.
 */
export function snippetSource(item: StoredItem): string {
  return item.excerpt ?? (item.card ? postExcerpt(item.card) : "");
}

export function jobDocument(doc: Raw): SearchDocument {
  const description = text(doc.description);
  return item("job", doc, {
    title: text(doc.title),
    sub: text(doc.company),
    meta: text(doc.location),
    body: description,
    date: time(doc.createdAt),
    categories: [],
    excerpt: [text(doc.company), text(doc.location), description].filter(Boolean).join(" — "),
    hiddenAfter: effectiveValidThrough(doc as Parameters<typeof effectiveValidThrough>[0]).getTime(),
  });
}

export function eventDocument(doc: Raw): SearchDocument {
  const description = text(doc.description);
  return item("event", doc, {
    title: text(doc.title),
    sub: text(doc.location),
    meta: "",
    body: description,
    date: time(doc.date),
    categories: [],
    excerpt: [text(doc.location), description].filter(Boolean).join(" — "),
  });
}

export function certificationDocument(doc: Raw): SearchDocument {
  const description = htmlToText(text(doc.description));
  return item("certification", doc, {
    title: text(doc.title),
    sub: text(doc.skills),
    meta: text(doc.level),
    body: description,
    date: time(doc.date),
    categories: [],
    excerpt: [text(doc.skills), description].filter(Boolean).join(" — "),
  });
}

export const toSearchDocument: Record<SearchType, (doc: Raw) => SearchDocument> = {
  post: postDocument,
  job: jobDocument,
  event: eventDocument,
  certification: certificationDocument,
};

/** The fields each type's document is read with (visibility fields are added by the source). */
export const SOURCE_FIELDS: Record<SearchType, readonly string[]> = {
  post: [
    "title",
    "subTitle",
    "excerpt",
    "searchText",
    "author.name",
    "category",
    "createdAt",
    "image",
    "isFromRss",
    "rssSource",
  ],
  job: ["title", "company", "location", "description", "createdAt"],
  event: ["title", "location", "description", "date"],
  certification: ["title", "skills", "description", "level", "date"],
};
