// What a certification card and page both list beyond the basics: format, price, credits, provider.
import { CERTIFICATION_FORMAT_LABELS } from "@/lib/constants";
import type { CertificationItem } from "@/lib/certifications/certifications";
import { formatCredits, formatPrice } from "@/lib/offers/offer-text";

/** [label, text] pairs of the facts a course has. */
export function certificationFacts(certification: CertificationItem): [string, string][] {
  const facts: [string, string][] = [];
  if (certification.format) facts.push(["Format", CERTIFICATION_FORMAT_LABELS[certification.format]]);
  if (certification.price) facts.push(["Price", formatPrice(certification.price)]);
  if (certification.credits.length) facts.push(["CPD credits", formatCredits(certification.credits)]);
  return facts;
}
