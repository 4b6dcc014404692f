// Text as a literal regular-expression source: user input and stored names inside a pattern.

/** `text` with every character that means something in a RegExp escaped. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
