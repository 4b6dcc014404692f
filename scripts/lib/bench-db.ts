// Times the main listing queries straight against the bench database (no app in between) and
// records their query plans, so docs/benchmarks.md can say how much of a route's cost is the database.
import { MongoClient, type Document } from "mongodb";

export type DbTiming = { name: string; ms: number; plan: string };

const CARD_PROJECTION = { title: 1, subTitle: 1, excerpt: 1, image: 1, author: 1, category: 1, createdAt: 1, isFromRss: 1 };

function planOf(explain: Document): string {
  const planner = explain.queryPlanner as Document | undefined;
  const plan = planner?.Plan ?? planner?.winningPlan;
  const text = JSON.stringify(plan ?? "unknown");
  if (/SCAN/.test(text)) return "collection scan";
  if (/IXSCAN|USING INDEX|SEARCH/.test(text)) return "index";
  return text.slice(0, 60);
}

export async function timeListingQueries(uri: string): Promise<DbTiming[]> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  try {
    const db = client.db();
    const published = { isPublished: true };
    const queries: Array<{ name: string; collection: string; run: (explain: boolean) => Promise<unknown> }> = [
      {
        name: "blogs: published, newest 30 (card fields)",
        collection: "blogs",
        run: (explain) => {
          const cursor = db.collection("blogs").find(published).project(CARD_PROJECTION).sort({ createdAt: -1, _id: -1 }).limit(30);
          return explain ? cursor.explain() : cursor.toArray();
        },
      },
      {
        name: "blogs: count published",
        collection: "blogs",
        run: (explain) =>
          explain ? db.collection("blogs").find(published).explain() : db.collection("blogs").countDocuments(published),
      },
      {
        name: "blogs: search 'payroll', newest 30",
        collection: "blogs",
        run: (explain) => {
          const cursor = db.collection("blogs").find({ ...published, searchText: /payroll/ }).project(CARD_PROJECTION).sort({ createdAt: -1 }).limit(30);
          return explain ? cursor.explain() : cursor.toArray();
        },
      },
      {
        name: "comments: approved for one post",
        collection: "comments",
        run: async (explain) => {
          const any = await db.collection("comments").findOne({}, { projection: { blog: 1 } });
          const cursor = db.collection("comments").find({ blog: any?.blog, isApproved: true }).sort({ createdAt: -1 });
          return explain ? cursor.explain() : cursor.toArray();
        },
      },
    ];
    const timings: DbTiming[] = [];
    for (const query of queries) {
      const started = performance.now();
      await query.run(false);
      const ms = Math.round(performance.now() - started);
      timings.push({ name: query.name, ms, plan: planOf((await query.run(true)) as Document) });
    }
    return timings;
  } finally {
    await client.close();
  }
}
