// Called by every content write that changes what visitors see, after the write succeeded.
import "server-only";
import { catchUpWithChanges, publishChanges } from "./changes";

/**
 * Expires `tags` on every server at once (the shared store: the next request anywhere renders
 * afresh) and sends their change notice; resolves once this server's in-memory copies (the search
 * index) have applied it, so a render the write starts here already sees the change.
 */
export async function invalidatePublicCache(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  try {
    await publishChanges(unique);
  } catch (error) {
    // The content write already succeeded; the entries of these tags stay until their lifetime ends
    // or the next change of the same tags reaches the store.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "cache invalidation failed",
        tags: unique,
        error: String(error),
      }),
    );
    return;
  }
  try {
    await catchUpWithChanges();
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", msg: "search index update failed", error: String(error) }));
  }
}
