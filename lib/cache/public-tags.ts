// The cache tags of everything a visitor sees. Cached reads (lib/cache/public-cache.ts) attach them,
// content writes invalidate exactly the ones they change (lib/cache/invalidate.ts).

/** On every cached public entry: invalidating it empties the whole public cache (seed, tests, operators). */
export const PUBLIC_TAG = "public";

export const publicTags = {
  /** One home-page listing: every category ("all") or a single one. */
  blogListing: (category?: string) => (category ? `blogs:category:${category}` : "blogs:all"),
  /** An article page: the post (its comments' reads carry it too). */
  blog: (id: string) => `blog:${id}`,
  /**
   * An article's approved comments. Comment writes expire only this: the post itself did not change,
   * so the search index (which re-reads the item behind every `blog:` tag) has nothing to re-read.
   */
  comments: (id: string) => `comments:${id}`,
  events: "events",
  event: (id: string) => `event:${id}`,
  jobs: "jobs",
  /** On every cached job read; expires when the next open job does (lib/jobs/job-open.ts). */
  jobsClock: "jobs:clock",
  job: (id: string) => `job:${id}`,
  certifications: "certifications",
  certification: (id: string) => `certification:${id}`,
  about: "about",
  /** The company directory; one company's page. */
  companies: "companies",
  company: (slug: string) => `company:${slug}`,
};

/** What a published post's change touches: its page, the full listing and its categories' listings. */
export function blogChangeTags(id: string, categories: readonly string[]): string[] {
  return [
    publicTags.blog(id),
    publicTags.blogListing(),
    ...categories.map((category) => publicTags.blogListing(category)),
  ];
}
