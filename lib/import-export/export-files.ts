// The full export as a background job (issue 42): the archive (lib/import-export/site-export.ts) is
// written into the database's GridFS bucket `siteExports` under the export's id, so whichever app
// server answers the download finds it; the hourly prune removes exports older than a week.
import "server-only";
import { randomBytes } from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import mongoose from "mongoose";
import { connectDb } from "@/lib/db";
import { exportSite } from "./site-export";

const BUCKET = "siteExports";
export const EXPORT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const EXPORT_ID = /^[a-f0-9]{24}$/;

type Bucket = InstanceType<typeof mongoose.mongo.GridFSBucket>;

async function bucket(): Promise<Bucket> {
  const connection = await connectDb();
  const db = connection.connection.db;
  if (!db) throw new Error("Database not connected");
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET });
}

export const newExportId = () => randomBytes(12).toString("hex");
export const isExportId = (id: string) => EXPORT_ID.test(id);

export function exportFileName(at: Date): string {
  return `hrpulse-export-${at.toISOString().slice(0, 10)}.tar.gz`;
}

/** The `exports.site` job: writes the archive under `exportId` (a retry replaces a partial one). */
export async function saveSiteExport(exportId: string): Promise<{ exportId: string; bytes: number }> {
  if (!isExportId(exportId)) throw new Error(`Not an export id: ${exportId}`);
  const files = await bucket();
  await files.delete(exportId as never).catch(() => undefined);
  const upload = files.openUploadStreamWithId(exportId as never, exportFileName(new Date()), {
    metadata: { contentType: "application/gzip" },
  });
  await pipeline(await exportSite(), upload);
  return { exportId, bytes: upload.length };
}

export type SavedExport = { filename: string; length: number; stream: () => Readable };

/** A finished export, or null when there is none with this id (yet). */
export async function openSiteExport(exportId: string): Promise<SavedExport | null> {
  if (!isExportId(exportId)) return null;
  const files = await bucket();
  const [file] = await files
    .find({ _id: exportId as never })
    .limit(1)
    .toArray();
  if (!file) return null;
  return {
    filename: file.filename,
    length: file.length,
    stream: () => files.openDownloadStream(exportId as never),
  };
}

/** Exports written before `before` (the hourly prune). */
export async function pruneSiteExports(before = new Date(Date.now() - EXPORT_KEEP_MS)): Promise<number> {
  const files = await bucket();
  const old = await files
    .find({ uploadDate: { $lt: before } })
    .project({ _id: 1 })
    .toArray();
  for (const file of old) await files.delete(file._id);
  return old.length;
}
