"use client";
// Plain-text excerpts of stored HTML in the browser (the server's htmlToText pulls in the sanitizer).

/** The text of `html`, whitespace collapsed, cut at `length` characters with "..." when longer. */
export function htmlExcerpt(html: string, length: number): string {
  const text = (
    new DOMParser().parseFromString(html.replace(/<\/(p|div|h[1-6]|li)>|<br\s*\/?>/gi, "$& "), "text/html")
      .body.textContent ?? ""
  )
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join("").trimEnd()}...`;
}
