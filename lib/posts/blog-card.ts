// A post as its card shows it (listings, search results): the one shape and the one mapping from a
// stored document, used by the database reads (lib/posts/blogs.ts) and the in-process listing
// (lib/search/). Pure.
import { storedImageUrl } from "@/lib/images/stored-url";

/** The fields a card needs: never the description body. */
export type BlogCard = {
  _id: string;
  title: string;
  subTitle: string;
  excerpt: string;
  image: string | null;
  author: { name: string };
  category: string[];
  createdAt: string;
  isFromRss: boolean;
  rssSource: string | null;
};

/** What a card is read with (a projection: mongoose `select` form). */
export const CARD_FIELDS = "title subTitle excerpt image author.name category createdAt isFromRss rssSource";

type StoredPost = {
  _id: unknown;
  title?: unknown;
  subTitle?: unknown;
  excerpt?: unknown;
  image?: unknown;
  author?: unknown;
  category?: unknown;
  createdAt?: unknown;
  isFromRss?: unknown;
  rssSource?: unknown;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function toBlogCard(doc: StoredPost): BlogCard {
  const author = (doc.author as { name?: unknown } | null | undefined)?.name;
  return {
    _id: String(doc._id),
    title: text(doc.title),
    subTitle: text(doc.subTitle),
    excerpt: text(doc.excerpt),
    image: storedImageUrl(text(doc.image) || null),
    author: { name: text(author) },
    category: Array.isArray(doc.category) ? doc.category.map(String) : [],
    createdAt: (doc.createdAt instanceof Date ? doc.createdAt : new Date(0)).toISOString(),
    isFromRss: Boolean(doc.isFromRss),
    rssSource: text(doc.rssSource) || null,
  };
}
