// Source categories and tags → ours: a name that matches one of our categories (case and spacing
// aside, "&" as "and") becomes that category; every other name is kept as a tag on the post.
import { BLOG_CATEGORIES, type BlogCategory } from "@/lib/constants";

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const OURS = new Map(BLOG_CATEGORIES.map((category) => [normalise(category), category]));

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 60;

export function mapTerms(categories: string[], tags: string[]): { category: BlogCategory[]; tags: string[] } {
  const category = new Set<BlogCategory>();
  const kept = new Map<string, string>();
  for (const name of [...categories, ...tags]) {
    const ours = OURS.get(normalise(name));
    if (ours) category.add(ours);
    else if (normalise(name) && normalise(name) !== "uncategorized")
      kept.set(normalise(name), name.trim().slice(0, MAX_TAG_LENGTH));
  }
  return { category: [...category], tags: [...kept.values()].slice(0, MAX_TAGS) };
}
