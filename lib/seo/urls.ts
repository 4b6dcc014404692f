// Absolute URLs and page paths shared by metadata, JSON-LD, the sitemap and the feeds.

/** `path` ("/blog/…") or an absolute URL, resolved against the site URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).toString();
}

export const blogPath = (id: string) => `/blog/${id}`;
export const jobPath = (id: string) => `/jobs/${id}`;
export const eventPath = (id: string) => `/events/${id}`;
export const eventCalendarPath = (id: string) => `/events/${id}/calendar.ics`;
/** /pay, /pay/{family}, /pay/{family}/{country} (country lower case). */
export const payPath = (family?: string, country?: string) =>
  family ? `/pay/${family}${country ? `/${country.toLowerCase()}` : ""}` : "/pay";
export const certificationPath = (id: string) => `/certifications/${id}`;
/** The generated Open Graph image of an article without its own image. */
export const blogOgImagePath = (id: string) => `/blog/${id}/opengraph-image`;

/** A page's meta description: whitespace collapsed, cut at a word boundary near `max` characters. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export function companyPath(slug: string): string {
  return `/companies/${encodeURIComponent(slug)}`;
}
