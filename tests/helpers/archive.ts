// Reading the site export (a tar.gz) in tests: the names of its entries.
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";

export async function archiveEntryNames(bytes: Buffer): Promise<string[]> {
  const extract = tar.extract();
  Readable.from(bytes).pipe(createGunzip()).pipe(extract);
  const names: string[] = [];
  for await (const entry of extract) {
    names.push(entry.header.name);
    entry.resume();
  }
  return names;
}
