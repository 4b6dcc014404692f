// Prices and credits as text for cards, pages and mails ("Free", "£45", "SHRM 1.5 PDCs").
import { CPD_BODIES, cycleRule, type CpdBody } from "@/lib/cpd/rules";
import type { Credit, Price } from "@/lib/offers/offer-schemas";

/** "Free" for 0, else the amount in its currency ("£45", "US$120.50"). */
export function formatPrice(price: Price): string {
  if (price.amount === 0) return "Free";
  try {
    return new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: price.currency,
      minimumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
    }).format(price.amount);
  } catch {
    return `${price.amount} ${price.currency}`;
  }
}

const isCpdBody = (body: string): body is CpdBody => (CPD_BODIES as readonly string[]).includes(body);

/** "1 hour", "1.5 hours", "2 PDCs", "1 PDC": a count with its unit, singular for exactly 1. */
export function formatAmount(amount: number, pluralUnit: string): string {
  return `${amount} ${amount === 1 ? pluralUnit.replace(/s$/, "") : pluralUnit}`;
}

/** What the body calls its credit (SHRM "PDCs", HRCI "credits", CIPD "hours"), singular for 1. */
function creditUnit(body: string): string {
  return isCpdBody(body) ? cycleRule(body).unit : "credits";
}

/** "SHRM 1.5 PDCs, HRCI 1 credit, CIPD 2 hours" */
export function formatCredits(credits: Credit[]): string {
  return credits
    .map((credit) => `${credit.body} ${formatAmount(credit.amount, creditUnit(credit.body))}`)
    .join(", ");
}
