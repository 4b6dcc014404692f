// Reads an HR Pulse export (lib/import-export/site-export.ts: tar.gz) entry by entry as a stream.
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { ImportFileError } from "./types";

export type ArchiveEntry = { name: string; bytes: Buffer };

/** Calls `onEntry` for every file of the archive in order; a broken archive is an ImportFileError. */
export async function readArchive(
  source: Readable,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const gunzip = createGunzip();
  const failed = (error: unknown) =>
    new ImportFileError(
      `The file is not an HR Pulse export (tar.gz): ${error instanceof Error ? error.message : String(error)}`,
    );
  source.on("error", (error) => extract.destroy(failed(error)));
  gunzip.on("error", (error) => extract.destroy(failed(error)));
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type === "file")
        await onEntry({ name: entry.header.name, bytes: Buffer.concat(chunks) });
    }
  } catch (error) {
    throw error instanceof ImportFileError ? error : failed(error);
  }
}
