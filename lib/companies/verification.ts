// Whether a new or moved company page is verified at once, or waits for staff and why. Verified at
// once only when the owner's sign-in address is at the website's registrable domain, that domain is
// not free or throw-away mail (anyone can have an address at gmail.com), and no verified company
// already has this website (its host, without "www.") or name.
import { isDisposable, isFree } from "freemail";
import { emailDomain, emailMatchesWebsite, registrableDomain } from "@/lib/companies/domain";

export type VerificationCheck = { verified: true } | { verified: false; reason: string };

export type VerifiedPeer = { name: string; host: string };

/** Whether anyone can get an address at `domain` (freemail's maintained lists). */
function mailKind(domain: string): "free" | "disposable" | null {
  const address = `someone@${domain}`;
  if (isDisposable(address)) return "disposable";
  if (isFree(address)) return "free";
  return null;
}

/** A website's host, lower-case and without a leading "www.": what makes two websites the same. */
export function websiteHost(website: string): string {
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return website.toLowerCase();
  }
}

/** `peer` is a verified company (other than this one) with the same website host or name, if any. */
export function checkAutomaticVerification(
  owner: { email: string },
  company: { name: string; website: string },
  peer: VerifiedPeer | null,
): VerificationCheck {
  const site = registrableDomain(company.website);
  const mail = emailDomain(owner.email);
  for (const [domain, what] of [
    [site, "The website"],
    [mail, "Your sign-in address"],
  ] as const) {
    const kind = domain ? mailKind(domain) : null;
    if (kind)
      return {
        verified: false,
        reason: `${what} is at ${domain}, a ${kind === "free" ? "free" : "disposable"} mail domain: staff check the company first`,
      };
  }
  if (peer) {
    const same = peer.host === websiteHost(company.website) ? "website" : "name";
    return {
      verified: false,
      reason: `A verified company (${peer.name}) already has this ${same}: staff check the company first`,
    };
  }
  if (!emailMatchesWebsite(owner.email, company.website))
    return {
      verified: false,
      reason: "Your sign-in address is not at the website's domain: staff check the company first",
    };
  return { verified: true };
}
