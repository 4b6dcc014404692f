// Measures what a filtered, sorted listing costs the database alone as a collection grows, for
// docs/benchmarks.md: 20 000 blog-shaped documents with and without a 3.4 KB body, the app's
// listing indexes, then the main listing (page 21), its count and a search, three times each.
//   npm run scan-probe                  a throw-away FerretDB on SQLite (the local default)
//   npm run scan-probe -- --uri <uri>   any MongoDB-compatible server (uses the database `scanprobe`)
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient, type Collection, type Document } from "mongodb";
import { planOf } from "./lib/bench/db";
import { startLocalDb, type LocalDb } from "./lib/local-db";

const DOCUMENTS = 20000;
const BODY = `<p>${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(60)}</p>`;

function blogs(withBody: boolean): Document[] {
  const now = Date.now();
  return Array.from({ length: DOCUMENTS }, (_, i) => ({
    title: `Post ${i} on payroll and people`,
    excerpt: "A short excerpt that a card shows under the title of the post.",
    category: ["Payroll", "Recruiting", "Benefits"][i % 3],
    image: "/api/images/000000000000000000000000",
    isPublished: true,
    createdAt: new Date(now - i * 60000),
    searchText: `post ${i} on payroll and people`,
    ...(withBody ? { description: BODY } : {}),
  }));
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[1]!);
}

async function probe(collection: Collection): Promise<string> {
  const published = { isPublished: true };
  const listing = () =>
    collection
      .find(published)
      .sort({ createdAt: -1 })
      .skip(600)
      .limit(30)
      .project({ title: 1, createdAt: 1 })
      .toArray();
  const search = { ...published, searchText: { $regex: "payroll" } };
  const plan = planOf(await collection.find(published).sort({ createdAt: -1 }).limit(30).explain());
  const [list, count, found] = [
    await median(listing),
    await median(() => collection.countDocuments(published)),
    await median(() => collection.find(search).sort({ createdAt: -1 }).limit(30).toArray()),
  ];
  return `listing page 21: ${list} ms, count: ${count} ms, search: ${found} ms (plan of the listing: ${plan})`;
}

async function main() {
  const uriIndex = process.argv.indexOf("--uri");
  let local: { db: LocalDb; dir: string } | undefined;
  let uri = uriIndex > 0 ? process.argv[uriIndex + 1] : undefined;
  if (!uri) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hrnews-scan-"));
    local = { dir, db: await startLocalDb({ dataDir: dir, database: "scanprobe" }) };
    uri = local.db.uri;
  }
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    const db = client.db("scanprobe");
    for (const withBody of [false, true]) {
      const collection = db.collection(withBody ? "withbody" : "cardsonly");
      await collection.drop().catch(() => undefined);
      const docs = blogs(withBody);
      for (let i = 0; i < docs.length; i += 1000) await collection.insertMany(docs.slice(i, i + 1000));
      await collection.createIndex({ isPublished: 1, createdAt: -1 });
      await collection.createIndex({ category: 1, isPublished: 1, createdAt: -1 });
      console.log(
        `${DOCUMENTS} posts ${withBody ? "with a 3.4 KB body" : "with card fields only"}: ${await probe(collection)}`,
      );
      await collection.drop();
    }
  } finally {
    await client.close();
    if (local) {
      await local.db.stop();
      rmSync(local.dir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
