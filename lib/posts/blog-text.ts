// The fields derived from a blog's text, computed in one place for every writer
// (back-office, RSS import, seed): sanitized body, card excerpt and search text.
import { sanitizeHtml } from "@/lib/html/sanitize";
import { htmlToText } from "@/lib/html/text";
import { escapeRegex } from "@/lib/escape-regex";

const EXCERPT_STORED_LENGTH = 300;

export function blogTextFields(input: {
  title: string;
  subTitle: string;
  description: string;
  tags?: string[];
}) {
  const description = sanitizeHtml(input.description);
  const text = htmlToText(description);
  const tags = input.tags?.length ? `\n${input.tags.join("\n")}` : "";
  return {
    description,
    excerpt: Array.from(text).slice(0, EXCERPT_STORED_LENGTH).join(""),
    searchText: `${input.title}\n${input.subTitle}\n${text}${tags}`.toLowerCase(),
  };
}

/** A user's search term as a safe, literal, lower-cased regular expression source. */
export function literalSearchPattern(term: string): string {
  return escapeRegex(term.toLowerCase());
}
