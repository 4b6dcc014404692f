// Markdown (from the AI) to the sanitized HTML the editor and the database accept.
import { marked } from "marked";
import { sanitizeHtml } from "@/lib/html/sanitize";

export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html);
}
