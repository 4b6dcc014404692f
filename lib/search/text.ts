// The words of the search: one tokenizer and one term normaliser shared by the index, the query and
// the highlighter, so a highlighted word is exactly a word the index matched.
import { escapeHtml } from "@/lib/mail/escape";

/** Splits on anything that is not a letter or a digit ("skills-based" → "skills", "based"). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text`, in order, as written. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The indexed form of a word: lower case, accents folded ("Café" → "cafe"). */
export function normalizeTerm(term: string): string {
  // Most words are plain ASCII: skip the (costly) Unicode decomposition for them.
  if (/^[\x00-\x7f]*$/.test(term)) return term.toLowerCase();
  return term
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/**
 * Words too common to tell items apart: not indexed, which keeps the index about a quarter smaller
 * (their postings name nearly every item) and a query like "the" from scoring every item.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about after again all also an and any are as at be because been before being between both but by can " +
    "could do does during each few for from further had has have here how if in into is it its just may " +
    "might more most must no nor not of on once only or other our out over own same should so some such " +
    "than that the their them then there these they this those through to too under up very was we were " +
    "what when where which who why will with would you your"
  ).split(" "),
);

/** The indexed form of a word, or null for a stop word. */
export function indexTerm(term: string): string | null {
  const normalized = normalizeTerm(term);
  return normalized && !STOP_WORDS.has(normalized) ? normalized : null;
}

/** Words from this many letters on forgive one typo. */
export const TYPO_MIN_LENGTH = 5;
/** The last word is matched as a prefix from this many letters on. */
export const PREFIX_MIN_LENGTH = 3;

/**
 * The spellings one swapped pair of neighbouring letters away ("recruitmnet" → "recruitment", …):
 * MiniSearch's fuzzy match counts a swap as two edits, so these are looked up as words of their own.
 */
export function adjacentSwaps(word: string): string[] {
  const letters = Array.from(word);
  const variants = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    variants.add(swapped.join(""));
  }
  variants.delete(word);
  return [...variants];
}

/** Characters of context a snippet shows around its first matched word. */
export const SNIPPET_LENGTH = 180;

/** Whether `text` contains one of the normalised `terms` as a whole word. */
export function containsTerm(text: string, terms: ReadonlySet<string>): boolean {
  for (const match of text.matchAll(WORD)) if (terms.has(normalizeTerm(match[0]))) return true;
  return false;
}

/**
 * A window of `text` around the first word in `terms` (normalised words), HTML-escaped, with every
 * such word wrapped in <mark>. Without a match: the start of the text.
 */
export function highlightSnippet(text: string, terms: ReadonlySet<string>, length = SNIPPET_LENGTH): string {
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    hit: terms.has(normalizeTerm(match[0])),
  }));
  const first = words.find((word) => word.hit);
  let start = 0;
  if (first && first.end > length) {
    // Some context before the first hit, starting at a word boundary.
    const wanted = Math.max(0, first.start - Math.floor(length / 4));
    start = words.find((word) => word.start >= wanted)?.start ?? first.start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const cut = words.findLast((word) => word.end <= end && word.start >= start);
    if (cut && cut.end > start) end = cut.end;
  }
  let html = start > 0 ? "… " : "";
  let position = start;
  for (const word of words) {
    if (word.start < start || word.end > end) continue;
    if (!word.hit) continue;
    html += `${escapeHtml(text.slice(position, word.start))}<mark>${escapeHtml(text.slice(word.start, word.end))}</mark>`;
    position = word.end;
  }
  html += escapeHtml(text.slice(position, end));
  if (end < text.length) html += " …";
  return html;
}
