// Plain text out of stored HTML: for card excerpts, search fields and meta descriptions.
import sanitize from "sanitize-html";

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|tr|td|th|figcaption)>|<br\s*\/?>/gi;
const ESCAPED: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

export function htmlToText(html: string): string {
  const stripped = sanitize(html.replace(BLOCK_END, "$& "), { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `length` characters (whole code points) of `text`, followed by "..." when cut. */
export function truncateText(text: string, length: number): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join("").trimEnd()}...`;
}
