// A script that wrote to the database behind the app's back tells the running servers that
// everything changed: through Redis when REDIS_URL is set (every server drops its cached pages and
// rebuilds its search index); without it the servers keep their copies in their own memory, which a
// script cannot reach, so it says to restart them.
import { PUBLIC_TAG } from "../../lib/cache/public-tags";
import { closeSharedStore, publishChanges, sharedStoreMode } from "../../lib/cache/changes";

export async function announceEverythingChanged(): Promise<void> {
  if (sharedStoreMode() === "memory") {
    console.log(
      "No REDIS_URL: restart a running server to show the new content (its cache is in its memory).",
    );
    return;
  }
  try {
    await publishChanges([PUBLIC_TAG]);
  } catch (error) {
    console.warn(
      `Could not tell the running servers (Redis: ${String(error)}): restart them to show the new content.`,
    );
  } finally {
    await closeSharedStore();
  }
}
