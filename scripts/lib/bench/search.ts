// The search index's start-up figures for `npm run bench`: how long after the server process
// started searches were answered from the index (the background build from the database), and
// the server's resident memory with the index built.
import { groupRss } from "./memory";

export type SearchIndexFigures = {
  /** From starting the server process to the first search answered by the index. */
  readyAfterMs: number;
  /** The server process group's resident memory then. */
  rssBytes: number;
};

const READY_TIMEOUT_MS = 10 * 60 * 1000;

export async function waitForSearchIndex(
  baseUrl: string,
  serverStarted: number,
  groupId: number,
): Promise<SearchIndexFigures | undefined> {
  while (Date.now() - serverStarted < READY_TIMEOUT_MS) {
    try {
      const response = await fetch(`${baseUrl}/api/search?q=payroll&limit=1`);
      await response.arrayBuffer();
      if (response.headers.get("x-search-source") === "index") {
        return { readyAfterMs: Date.now() - serverStarted, rssBytes: (await groupRss(groupId)).totalBytes };
      }
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

export function searchIndexLine(figures: SearchIndexFigures | undefined): string {
  if (!figures) return "Search index: not measured (or not ready within 10 minutes of the server start).";
  return (
    `Search index: answering ${(figures.readyAfterMs / 1000).toFixed(1)} s after the server process started ` +
    `(start-up plus the background build from the database); server resident memory then ` +
    `${(figures.rssBytes / 1024 / 1024).toFixed(0)} MB.`
  );
}
