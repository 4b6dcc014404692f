// Ghost's export (Settings → Labs → Export: one JSON document): posts with their tags and authors.
// Pages are skipped; a post without `html` is rendered from its Lexical or Mobiledoc document.
import { lexicalToHtml, mobiledocToHtml } from "./lexical-html";
import { ImportFileError, type ImportedItem, type ImportedPostStatus } from "./types";

type GhostPost = {
  id: string;
  title?: string;
  slug?: string;
  html?: string | null;
  lexical?: string | null;
  mobiledoc?: string | null;
  custom_excerpt?: string | null;
  feature_image?: string | null;
  status?: string;
  type?: string;
  published_at?: string | null;
  created_at?: string | null;
};
type GhostData = {
  posts?: GhostPost[];
  tags?: Array<{ id: string; name: string }>;
  users?: Array<{ id: string; name: string }>;
  posts_tags?: Array<{ post_id: string; tag_id: string; sort_order?: number }>;
  posts_authors?: Array<{ post_id: string; author_id: string; sort_order?: number }>;
  posts_meta?: unknown;
};

const STATUSES: Record<string, ImportedPostStatus> = {
  published: "published",
  draft: "draft",
  scheduled: "scheduled",
};

function dataOf(text: string): { data: GhostData; site: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImportFileError("The file is not valid JSON");
  }
  const root = parsed as { db?: Array<{ meta?: { version?: string }; data?: GhostData }>; data?: GhostData };
  const data = root.db?.[0]?.data ?? root.data;
  if (!data || !Array.isArray(data.posts))
    throw new ImportFileError("This is not a Ghost export: it has no db[0].data.posts");
  return { data, site: "ghost" };
}

function bodyOf(post: GhostPost): string {
  try {
    if (post.html) return post.html;
    if (post.lexical) return lexicalToHtml(post.lexical);
    if (post.mobiledoc) return mobiledocToHtml(post.mobiledoc);
  } catch {
    throw new ImportFileError(`Post "${post.title ?? post.id}" has an unreadable editor document`);
  }
  return "";
}

/** Every post of the export, mapped; throws ImportFileError before yielding anything if it is not one. */
export function readGhost(text: string): ImportedItem[] {
  const { data, site } = dataOf(text);
  const tags = new Map((data.tags ?? []).map((tag) => [tag.id, tag.name]));
  const users = new Map((data.users ?? []).map((user) => [user.id, user.name]));
  const byOrder = <T extends { sort_order?: number }>(a: T, b: T) =>
    (a.sort_order ?? 0) - (b.sort_order ?? 0);
  const tagsOf = (postId: string) =>
    (data.posts_tags ?? [])
      .filter((link) => link.post_id === postId)
      .sort(byOrder)
      .map((link) => tags.get(link.tag_id))
      .filter((name): name is string => !!name && !name.startsWith("#"));
  const authorOf = (postId: string) =>
    (data.posts_authors ?? []).filter((link) => link.post_id === postId).sort(byOrder)[0]?.author_id;

  return data.posts!.map((post): ImportedItem => {
    const sourceId = `${site}:${post.id}`;
    const status = STATUSES[post.status ?? ""];
    if ((post.type ?? "post") !== "post" || !status)
      return {
        kind: "skipped",
        sourceId,
        reason: `${post.type ?? "post"} with status ${post.status ?? "none"}`,
      };
    const names = tagsOf(post.id);
    const date = new Date(post.published_at ?? post.created_at ?? Date.now());
    return {
      kind: "post",
      sourceId,
      title: post.title || "(untitled)",
      subTitle: post.custom_excerpt ?? "",
      html: bodyOf(post),
      status,
      date: Number.isNaN(date.getTime()) ? new Date() : date,
      authorName: users.get(authorOf(post.id) ?? "") ?? "",
      // Ghost has tags only: the ones named like our categories become categories (lib/import-export/terms.ts).
      categories: names,
      tags: [],
      featureImage: post.feature_image ?? undefined,
      legacyPaths: post.slug ? [`/${post.slug}/`] : [],
      comments: [],
    };
  });
}
