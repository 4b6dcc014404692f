// Restoring a revision: the revision's text goes back through the normal save (which records the
// text it replaces as the newest revision), then the audit trail. Kept apart from blog-revisions.ts,
// which blog-admin.ts uses to record revisions, so neither imports the other.
import "server-only";
import { recordAudit } from "../staff/audit";
import { restoreRevisionText } from "./blog-admin";
import { findRevision } from "./blog-revisions";
import type { SessionUser } from "../staff/users";

/** Puts the revision's text back; the text it replaces becomes the newest revision. */
export async function restoreRevision(blogId: string, revisionId: string, actor: SessionUser): Promise<void> {
  const doc = await findRevision(blogId, revisionId);
  await restoreRevisionText(
    blogId,
    {
      title: doc.title,
      subTitle: doc.subTitle ?? "",
      description: doc.description ?? "",
      category: doc.category ?? [],
    },
    actor,
  );
  await recordAudit(actor, "blog.restore", {
    type: "blog",
    id: blogId,
    summary: `${doc.title} (revision of ${new Date(doc.savedAt).toISOString()})`,
  });
}
