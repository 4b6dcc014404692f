// The full export (issue 35): a tar.gz with one JSON document per collection (Extended JSON, so ids
// and dates come back as they were) and every stored image as a file of its own. Each collection is
// written to a temporary file first (a tar entry needs its size up front), so memory holds one
// document at a time however large the site. Importing it with `source: "hrpulse"` restores it.
import "server-only";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import mongoose from "mongoose";
import tar from "tar-stream";
import { connectDb } from "@/lib/db";

export const EXPORT_FORMAT = "hrpulse-export";
export const EXPORT_VERSION = 1;

/** The archive's file names and the collections they hold; sessions, tokens and logs stay behind. */
export const EXPORT_COLLECTIONS: ReadonlyArray<{ file: string; collection: string; omit?: string[] }> = [
  { file: "posts", collection: "blogs" },
  { file: "post-revisions", collection: "blogrevisions" },
  { file: "post-schedules", collection: "blogschedules" },
  { file: "comments", collection: "comments" },
  { file: "events", collection: "events" },
  { file: "jobs", collection: "jobs" },
  { file: "companies", collection: "companies" },
  { file: "certifications", collection: "certifications" },
  { file: "about", collection: "websites" },
  { file: "subscribers", collection: "subscribers", omit: ["confirmTokenHash", "unsubscribeTokenHash"] },
  { file: "members", collection: "members" },
  { file: "redirects", collection: "legacyredirects" },
  { file: "images", collection: "images", omit: ["data"] },
];

const { EJSON } = mongoose.mongo.BSON;

async function writeCollection(name: string, omit: string[], file: string): Promise<void> {
  const db = mongoose.connection.db!;
  const out = createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(text) ? resolve() : out.once("drain", resolve).once("error", reject),
    );
  const projection = Object.fromEntries(omit.map((field) => [field, 0]));
  await write("[");
  let first = true;
  for await (const doc of db.collection(name).find({}, { projection }).sort({ _id: 1 })) {
    await write(`${first ? "" : ","}\n${EJSON.stringify(doc, { relaxed: false })}`);
    first = false;
  }
  await write("\n]\n");
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

async function addFile(pack: tar.Pack, name: string, file: string): Promise<void> {
  const entry = pack.entry({ name, size: statSync(file).size });
  await pipeline(createReadStream(file), entry);
}

async function addBytes(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    pack.entry({ name, size: bytes.length }, bytes, (error) => (error ? reject(error) : resolve())),
  );
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** The archive as a stream (tar.gz); written as it is read. */
export async function exportSite(): Promise<Readable> {
  await connectDb();
  const pack = tar.pack();
  const output = new PassThrough();
  const work = async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hrpulse-export-"));
    try {
      const existing = new Set(
        (await mongoose.connection.db!.listCollections().toArray()).map((entry) => entry.name),
      );
      const files: string[] = [];
      for (const { file, collection, omit = [] } of EXPORT_COLLECTIONS) {
        if (!existing.has(collection)) continue;
        const temp = path.join(dir, `${file}.json`);
        await writeCollection(collection, omit, temp);
        await addFile(pack, `${file}.json`, temp);
        rmSync(temp);
        files.push(file);
      }
      if (existing.has("images")) {
        for await (const image of mongoose.connection
          .db!.collection("images")
          .find({}, { projection: { data: 1, contentType: 1 } })) {
          const data = image.data as { buffer: Buffer } | Buffer;
          const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer);
          await addBytes(
            pack,
            `images/${String(image._id)}.${EXTENSIONS[String(image.contentType)] ?? "bin"}`,
            bytes,
          );
        }
      }
      const manifest = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        files,
      };
      await addBytes(pack, "manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  void work();
  pipeline(pack, createGzip(), output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}
