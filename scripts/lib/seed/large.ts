// The large data set for benchmarks: bulk inserts (batches of 1000, unordered, plain objects
// through the driver) of blogs, comments, events, jobs and certifications. What was inserted
// is recorded in the `seed_runs` collection, so a second run only tops up to the requested sizes.
import mongoose, { Types } from "mongoose";
import { blogTextFields } from "../../../lib/posts/blog-text";
import { announceEverythingChanged } from "../announce-changes";
import { CERTIFICATION_LEVELS } from "../../../lib/constants";
import { Blog } from "../../../models/Blog";
import { Certification } from "../../../models/Certification";
import { Comment } from "../../../models/Comment";
import { Event } from "../../../models/Event";
import { Job } from "../../../models/Job";
import { largeCertification, largeEvent, largeJob } from "./large-listings";
import { blogCopy, COMMENT_TEXTS, COMMENTER_NAMES, pick, randomSource } from "./text";

export const LARGE_KINDS = ["blogs", "comments", "events", "jobs", "certifications"] as const;
export type LargeSeedSizes = Record<(typeof LARGE_KINDS)[number], number>;

const BATCH_SIZE = 1000;
const DAY = 86_400_000;
/** The large set's blogs carry this author, which tells them apart from demo and real posts. */
export const LARGE_SEED_AUTHOR = "HR Pulse Archive";

/** Reads `--blogs N --comments N --events N --jobs N --certifications N`; undefined when none is given. */
export function parseLargeSeedArgs(args: string[]): LargeSeedSizes | undefined {
  const sizes: LargeSeedSizes = { blogs: 0, comments: 0, events: 0, jobs: 0, certifications: 0 };
  let any = false;
  for (const kind of LARGE_KINDS) {
    const index = args.indexOf(`--${kind}`);
    if (index === -1) continue;
    const value = Number(args[index + 1]);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`--${kind} needs a whole number, got "${args[index + 1] ?? ""}"`);
    sizes[kind] = value;
    any = true;
  }
  return any ? sizes : undefined;
}

type Row = Record<string, unknown>;

/** Inserts `count` generated rows in batches, building the next batch while the previous one is written. */
async function insertInBatches(
  collection: mongoose.mongo.Collection,
  start: number,
  count: number,
  make: (n: number) => Row,
) {
  let pending: Promise<unknown> = Promise.resolve();
  for (let offset = 0; offset < count; offset += BATCH_SIZE) {
    const batch: Row[] = [];
    for (let n = offset; n < Math.min(count, offset + BATCH_SIZE); n++) batch.push(make(start + n));
    await pending;
    pending = collection.insertMany(batch, { ordered: false });
  }
  await pending;
}

function largeBlog(n: number, now: number, spanDays: number, total: number): Row {
  const copy = blogCopy(n);
  // Numbered, so archive titles never collide with the demo posts (which are keyed by title).
  const title = `${copy.title} (#${n + 1})`;
  const _id = new Types.ObjectId();
  // Spread over the past `spanDays`, newest first as n grows smaller.
  const createdAt = new Date(now - DAY - Math.floor(((n + 0.5) * spanDays * DAY) / total));
  const fromRss = n % 10 === 7;
  return {
    _id,
    title,
    subTitle: copy.subTitle,
    ...blogTextFields({ ...copy, title }),
    category: copy.category,
    author: { name: fromRss ? "HR Daily Wire" : LARGE_SEED_AUTHOR },
    isPublished: n % 20 !== 11,
    isFromRss: fromRss,
    ...(fromRss ? { rssSource: `https://feeds.example.com/archive/${_id.toHexString()}` } : {}),
    createdAt,
    updatedAt: createdAt,
  };
}

async function timed(label: string, count: number, work: () => Promise<void>): Promise<void> {
  if (count <= 0) return;
  const started = Date.now();
  await work();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `  ${label}: ${count} in ${seconds.toFixed(1)} s (${Math.round(count / Math.max(seconds, 0.001))}/s)`,
  );
}

export async function seedLargeContent(uri: string, sizes: LargeSeedSizes): Promise<void> {
  const connection = await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000 });
  const runs = connection.connection.db!.collection<{ _id: string } & Partial<LargeSeedSizes>>("seed_runs");
  const started = Date.now();
  try {
    const done = (await runs.findOne({ _id: "large" })) ?? { _id: "large" };
    const missing = Object.fromEntries(
      LARGE_KINDS.map((kind) => [kind, Math.max(0, sizes[kind] - (done[kind] ?? 0))]),
    ) as LargeSeedSizes;
    console.log(`Large seed: adding ${LARGE_KINDS.map((kind) => `${missing[kind]} ${kind}`).join(", ")}`);
    const record = (kind: keyof LargeSeedSizes, count: number) =>
      runs.updateOne({ _id: "large" }, { $inc: { [kind]: count } }, { upsert: true });
    const now = Date.now();

    await timed("blogs", missing.blogs, async () => {
      await insertInBatches(Blog.collection, done.blogs ?? 0, missing.blogs, (n) =>
        largeBlog(n, now, 5 * 365, Math.max(sizes.blogs, 1)),
      );
      await record("blogs", missing.blogs);
    });

    await timed("comments", missing.comments, async () => {
      const blogIds = (
        await Blog.find({ "author.name": LARGE_SEED_AUTHOR, isPublished: true })
          .select({ _id: 1, createdAt: 1 })
          .lean()
      ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      if (blogIds.length === 0)
        throw new Error("The large seed needs blogs before comments: pass --blogs too");
      const random = randomSource(42 + (done.comments ?? 0));
      await insertInBatches(Comment.collection, done.comments ?? 0, missing.comments, (n) => {
        // Skewed towards newer posts, as real discussions are.
        const blog = blogIds[Math.floor(random() ** 2 * blogIds.length)]!;
        const createdAt = new Date(Math.min(now, blog.createdAt.getTime() + Math.floor(random() * 14 * DAY)));
        return {
          _id: new Types.ObjectId(),
          blog: blog._id,
          name: pick(COMMENTER_NAMES, n),
          content: pick(COMMENT_TEXTS, n * 7 + 3),
          isApproved: n % 10 !== 0,
          state: n % 10 !== 0 ? "approved" : "pending",
          createdAt,
          updatedAt: createdAt,
        };
      });
      await record("comments", missing.comments);
    });

    await timed("events", missing.events, async () => {
      await insertInBatches(Event.collection, done.events ?? 0, missing.events, (n) =>
        largeEvent(n, now, Math.max(sizes.events, 1)),
      );
      await record("events", missing.events);
    });
    await timed("jobs", missing.jobs, async () => {
      await insertInBatches(Job.collection, done.jobs ?? 0, missing.jobs, (n) =>
        largeJob(n, now, Math.max(sizes.jobs, 1)),
      );
      await record("jobs", missing.jobs);
    });
    await timed("certifications", missing.certifications, async () => {
      await insertInBatches(Certification.collection, done.certifications ?? 0, missing.certifications, (n) =>
        largeCertification(n, now, CERTIFICATION_LEVELS),
      );
      await record("certifications", missing.certifications);
    });
    // Servers already running on this database (sharing REDIS_URL) drop every cached public page.
    await announceEverythingChanged();
    console.log(`Large seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await connection.connection.close();
  }
}
