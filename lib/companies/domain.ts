// Registrable domains (public-suffix aware, through tldts): whether a member's sign-in address
// belongs to a company's website. `jane@hr.acme.com` matches `https://careers.acme.com`;
// `a@x.co.uk` does not match `https://y.co.uk`, nor `a@me.github.io` `https://acme.github.io`.
import { getDomain } from "tldts";

/** The registrable domain of a URL or host name, or null (an IP address, a bare suffix). */
export function registrableDomain(urlOrHost: string): string | null {
  return getDomain(urlOrHost, { allowPrivateDomains: true }) ?? null;
}

/** The registrable domain of an address's host part, lower-case, or null. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at === -1 ? null : registrableDomain(email.slice(at + 1).toLowerCase());
}

export function emailMatchesWebsite(email: string, website: string): boolean {
  const mail = emailDomain(email);
  const site = registrableDomain(website);
  return Boolean(mail && site && mail === site);
}
