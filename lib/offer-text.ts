// Prices and credits as text for cards and pages ("Free", "£45", "SHRM 1.5 PDCs").
import type { Credit, Price } from "@/lib/validations/offer";

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

/** "SHRM 1.5, HRCI 1" */
export function formatCredits(credits: Credit[]): string {
  return credits.map((credit) => `${credit.body} ${credit.amount}`).join(", ");
}
