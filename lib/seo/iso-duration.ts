// A course's free-text duration ("6 weeks", "1.5 hours", "3 days") as an ISO 8601 duration
// ("P6W", "PT1H30M", "P3D") for schema.org `courseWorkload`; null when the text can't be read.

const UNITS: [RegExp, string, boolean][] = [
  [/^(?:minutes?|mins?|m)$/, "M", true],
  [/^(?:hours?|hrs?|h)$/, "H", true],
  [/^(?:days?|d)$/, "D", false],
  [/^(?:weeks?|wks?|w)$/, "W", false],
  [/^(?:months?|mos?)$/, "M", false],
  [/^(?:years?|yrs?|y)$/, "Y", false],
];

/** "6 weeks" → "P6W", "1.5 hours" → "PT1H30M", "90 minutes" → "PT90M", "self-paced" → null. */
export function isoDuration(text: string): string | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*-?\s*([a-z]+)\.?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(",", "."));
  const word = match[2]!.toLowerCase();
  const unit = UNITS.find(([pattern]) => pattern.test(word));
  if (!unit || !(amount > 0) || amount > 10_000) return null;
  const [, letter, isTime] = unit;
  if (letter === "H" && isTime && !Number.isInteger(amount)) {
    const minutes = Math.round(amount * 60);
    const hours = Math.floor(minutes / 60);
    return `PT${hours ? `${hours}H` : ""}${minutes % 60 ? `${minutes % 60}M` : ""}`;
  }
  if (!Number.isInteger(amount)) return isTime ? `PT${amount}${letter}` : `P${amount}${letter}`;
  return isTime ? `PT${amount}${letter}` : `P${amount}${letter}`;
}
