// Picks the items of the seeded bench database the detail pages and APIs are measured on: the
// newest published blog, approved job and approved event, the newest certification, and a deep
// listing page (page 600 when the seed is large enough, else the last page).
import { MongoClient, type Document } from "mongodb";
import { BLOG_PAGE_SIZE } from "../../../lib/constants";
import type { BenchIds } from "./targets";

const DEEP_PAGE = 600;

export async function pickBenchIds(uri: string): Promise<BenchIds> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  try {
    const db = client.db();
    const newestId = async (collection: string, filter: Document) => {
      const doc = await db
        .collection(collection)
        .findOne(filter, { sort: { createdAt: -1 }, projection: { _id: 1 } });
      if (!doc) throw new Error(`The seed left no ${collection} matching ${JSON.stringify(filter)}`);
      return String(doc._id);
    };
    const published = await db.collection("blogs").countDocuments({ isPublished: true });
    return {
      blogId: await newestId("blogs", { isPublished: true }),
      jobId: await newestId("jobs", { isApproved: true }),
      eventId: await newestId("events", { isApproved: true }),
      certificationId: await newestId("certifications", {}),
      deepPage: Math.max(1, Math.min(DEEP_PAGE, Math.ceil(published / BLOG_PAGE_SIZE))),
    };
  } finally {
    await client.close();
  }
}
