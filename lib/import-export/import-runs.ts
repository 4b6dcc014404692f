// Imports (issue 35) as background runs: the uploaded file goes to GridFS (every app server can read
// it), a run record says where it stands, and any server picks up a queued run, or a running one whose
// lease ran out (its server stopped), and works through it. Storing is idempotent per item, so a
// resumed run adds nothing twice. A file that is not a valid export fails before anything is stored.
import "server-only";
import type { Readable } from "node:stream";
import mongoose from "mongoose";
import { PUBLIC_TAG } from "@/lib/cache/public-tags";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { readGhost } from "@/lib/import-export/ghost";
import { ImportFileError, type ImportedItem, type ImportSource } from "@/lib/import-export/types";
import { readWxr, scanWxr } from "@/lib/import-export/wxr";
import { checkSiteArchive, restoreSiteArchive } from "@/lib/import-export/site-restore";
import {
  imageImporter,
  storeEvent,
  storeJob,
  storePost,
  type StoreReport,
} from "@/lib/import-export/import-items";
import { ImportRun, type ImportRunDoc } from "@/models/ImportRun";

/** How long a server holds a run without renewing: after that another server resumes it. */
const LEASE_MS = 60_000;
const SAVE_EVERY_ITEMS = 25;
const MAX_ERRORS_KEPT = 500;

const bucket = () => new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: "importfiles" });

export type ImportRunView = {
  id: string;
  source: ImportSource;
  fileName: string;
  state: ImportRunDoc["state"];
  counts: {
    posts: number;
    comments: number;
    images: number;
    authors: number;
    jobs: number;
    events: number;
    skipped: number;
  };
  errors: Array<{ item: string; message: string }>;
  createdAt: string;
  finishedAt: string | null;
};

type LeanRun = ImportRunDoc & { _id: mongoose.Types.ObjectId; createdAt: Date };

function toView(run: LeanRun): ImportRunView {
  const counts = run.counts ?? {};
  return {
    id: String(run._id),
    source: run.source,
    fileName: run.fileName ?? "",
    state: run.state,
    counts: {
      posts: counts.posts ?? 0,
      comments: counts.comments ?? 0,
      images: counts.images ?? 0,
      authors: counts.authors ?? 0,
      jobs: counts.jobs ?? 0,
      events: counts.events ?? 0,
      skipped: counts.skipped ?? 0,
    },
    errors: (run.errors ?? []).map((error) => ({ item: error.item ?? "", message: error.message ?? "" })),
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

/** Streams an uploaded file into GridFS; returns its id. */
export async function storeImportFile(file: Readable, fileName: string): Promise<mongoose.Types.ObjectId> {
  await connectDb();
  const upload = bucket().openUploadStream(fileName || "import");
  await new Promise<void>((resolve, reject) => {
    file.on("error", reject);
    upload.on("error", reject);
    upload.on("finish", () => resolve());
    file.pipe(upload);
  });
  return upload.id;
}

export async function deleteImportFile(fileId: mongoose.Types.ObjectId): Promise<void> {
  await bucket()
    .delete(fileId)
    .catch(() => undefined);
}

/** Queues the import of a stored file; returns the run's id. */
export async function queueImport(
  source: ImportSource,
  fileName: string,
  fileId: mongoose.Types.ObjectId,
  actorId: string,
): Promise<string> {
  const run = await ImportRun.create({ source, fileName, fileId, startedBy: actorId });
  return String(run._id);
}

export async function getImportRun(id: string): Promise<ImportRunView> {
  await connectDb();
  const run = mongoose.isValidObjectId(id) ? await ImportRun.findById(id).lean<LeanRun>() : null;
  if (!run) throw notFound("Import not found");
  return toView(run);
}

export async function listImportRuns(limit = 20): Promise<ImportRunView[]> {
  await connectDb();
  const runs = await ImportRun.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean<LeanRun[]>();
  return runs.map(toView);
}

/** Takes one run that is queued, or running under a lease that ran out (compare-and-set). */
async function claimRun(now: Date): Promise<LeanRun | null> {
  const candidates = await ImportRun.find({
    $or: [{ state: "queued" }, { state: "running", leaseUntil: { $lt: now } }],
  })
    .sort({ createdAt: 1, _id: 1 })
    .limit(5)
    .lean<LeanRun[]>();
  for (const candidate of candidates) {
    const taken = await ImportRun.findOneAndUpdate(
      { _id: candidate._id, state: candidate.state, leaseUntil: candidate.leaseUntil ?? { $exists: false } },
      { $set: { state: "running", leaseUntil: new Date(now.getTime() + LEASE_MS) } },
      { new: true },
    ).lean<LeanRun>();
    if (taken) return taken;
  }
  return null;
}

async function readAll(fileId: mongoose.Types.ObjectId): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket().openDownloadStream(fileId)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Works through one run to the end (or to its failure). */
async function processRun(run: LeanRun): Promise<void> {
  const id = run._id;
  const counts = toView(run).counts;
  const errors = toView(run).errors;
  const report: StoreReport = { comments: 0, images: 0, errors: [] };
  const importImage = imageImporter(getEnv().IMPORT_ALLOW_PRIVATE_HOSTS, report);
  const authors = new Set<string>();
  let sinceSave = 0;

  const save = async (extra: Record<string, unknown> = {}) => {
    counts.comments += report.comments;
    counts.images += report.images;
    report.comments = 0;
    report.images = 0;
    errors.push(...report.errors.splice(0));
    await ImportRun.updateOne(
      { _id: id },
      {
        $set: {
          counts,
          errors: errors.slice(0, MAX_ERRORS_KEPT),
          leaseUntil: new Date(Date.now() + LEASE_MS),
          ...extra,
        },
      },
    );
  };

  const store = async (item: ImportedItem) => {
    try {
      if (item.kind === "skipped") counts.skipped += 1;
      else if (item.kind === "post") {
        const outcome = await storePost(item, importImage);
        if (outcome.created) {
          counts.posts += 1;
          const author = item.authorName.trim() || "Staff";
          if (!authors.has(author)) {
            authors.add(author);
            counts.authors += 1;
          }
        }
        report.comments += outcome.comments;
      } else if (item.kind === "job") counts.jobs += (await storeJob(item)).created ? 1 : 0;
      else counts.events += (await storeEvent(item)).created ? 1 : 0;
    } catch (error) {
      if (error instanceof mongoose.Error.ValidationError || error instanceof mongoose.mongo.MongoServerError)
        report.errors.push({ item: "title" in item ? item.title : item.sourceId, message: error.message });
      else throw error;
    }
    sinceSave += 1;
    if (sinceSave >= SAVE_EVERY_ITEMS) {
      sinceSave = 0;
      await save();
    }
  };

  try {
    if (!run.fileId) throw new ImportFileError("The uploaded file is missing");
    const fileId = run.fileId;
    if (run.source === "wordpress") {
      const source = () => bucket().openDownloadStream(fileId) as AsyncIterable<Buffer>;
      const context = await scanWxr(source);
      await readWxr(source, context, store);
    } else if (run.source === "ghost") {
      const items = readGhost(await readAll(fileId));
      for (const item of items) await store(item);
    } else {
      const source = () => bucket().openDownloadStream(fileId);
      await checkSiteArchive(source);
      const restored = await restoreSiteArchive(source);
      for (const name of ["posts", "comments", "images", "jobs", "events"] as const)
        counts[name] += restored[name];
    }
    await save({ state: "done", finishedAt: new Date() });
    await deleteImportFile(fileId);
    await invalidatePublicCache([PUBLIC_TAG]);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error; // the lease runs out and another try resumes
    report.errors.push({ item: run.fileName ?? "file", message: error.message });
    await save({ state: "failed", finishedAt: new Date() });
    if (run.fileId) await deleteImportFile(run.fileId);
  }
}

/** Runs every import that is due, one after the other (the background loop and the upload call it). */
export async function runDueImports(): Promise<number> {
  await connectDb();
  let processed = 0;
  for (let run = await claimRun(new Date()); run; run = await claimRun(new Date())) {
    await processRun(run);
    processed += 1;
  }
  return processed;
}
