// The demo seed (npm run seed) against its own database on the test server: complete and idempotent.
import { MongoClient, type Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { BLOG_CATEGORIES, CERTIFICATION_FORMATS, CERTIFICATION_LEVELS } from "@/lib/constants";
import { DEV_ADMIN, seedDemoContent } from "@/scripts/lib/seed/demo";

const COLLECTIONS = ["users", "blogs", "comments", "events", "jobs", "certifications", "websites"];

function seedDatabaseUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error("MONGODB_URI is not set: run the tests through `npm test`");
  const url = new URL(uri);
  url.pathname = "/hrnews_seed_test";
  return url.toString();
}

describe("demo seed", () => {
  const uri = seedDatabaseUri();
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  let db: Db;
  const counts: Record<string, number>[] = [];

  const countAll = async () =>
    Object.fromEntries(
      await Promise.all(
        COLLECTIONS.map(async (name) => [name, await db.collection(name).countDocuments()] as const),
      ),
    );
  const collection = (name: string) => db.collection(name);

  beforeAll(async () => {
    await client.connect();
    db = client.db();
    await db.dropDatabase();
    await seedDemoContent(uri);
    counts.push(await countAll());
    await seedDemoContent(uri);
    counts.push(await countAll());
  }, 120000);

  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
  });

  it("leaves identical, non-zero counts when run twice", () => {
    for (const name of COLLECTIONS) expect(counts[0]![name], name).toBeGreaterThan(0);
    expect(counts[1]).toEqual(counts[0]);
  });

  it("skips everything when users exist and onlyIfEmpty is set", async () => {
    await collection("jobs").deleteOne({});
    const before = await countAll();
    await seedDemoContent(uri, { onlyIfEmpty: true });
    expect(await countAll()).toEqual(before);
    await seedDemoContent(uri);
    expect(await countAll()).toEqual(counts[0]);
  });

  it("creates the admin with a bcrypt hash of the configured password", async () => {
    const admin = await collection("users").findOne({
      email: (process.env.ADMIN_EMAIL ?? DEV_ADMIN.email).toLowerCase(),
    });
    expect(admin?.role).toBe("admin");
    expect(
      await verifyPassword(process.env.ADMIN_PASSWORD ?? DEV_ADMIN.password, String(admin?.passwordHash)),
    ).toBe(true);
  });

  it("covers every category with published posts, and has drafts and RSS imports with derived text", async () => {
    for (const category of BLOG_CATEGORIES) {
      expect(
        await collection("blogs").countDocuments({ category, isPublished: true }),
        category,
      ).toBeGreaterThan(0);
    }
    expect(await collection("blogs").countDocuments({ isPublished: false })).toBeGreaterThan(0);
    const imported = await collection("blogs").findOne({ isFromRss: true });
    expect(imported?.rssSource).toMatch(/^https:\/\//);
    const post = await collection("blogs").findOne({ isPublished: true, isFromRss: false });
    expect(post?.description).toContain("<p>");
    expect(post?.excerpt.length).toBeGreaterThan(50);
    expect(post?.searchText).toContain(String(post?.title).toLowerCase());
  });

  it("has approved and pending comments on published posts", async () => {
    expect(await collection("comments").countDocuments({ isApproved: true })).toBeGreaterThan(0);
    const pending = await collection("comments").findOne({ isApproved: false });
    expect(pending).not.toBeNull();
    expect((await collection("blogs").findOne({ _id: pending!.blog }))?.isPublished).toBe(true);
  });

  it("has events today, upcoming and past, physical and virtual, approved and pending", async () => {
    const start = new Date();
    start.setUTCHours(0, 0, 0, 0);
    const end = new Date(start.getTime() + 86_400_000);
    const events = collection("events");
    expect(
      await events.countDocuments({ date: { $gte: start, $lt: end }, isApproved: true }),
    ).toBeGreaterThan(0);
    expect(await events.countDocuments({ date: { $gte: end } })).toBeGreaterThan(0);
    expect(await events.countDocuments({ date: { $lt: start } })).toBeGreaterThan(0);
    expect(await events.countDocuments({ physical: true, location: { $ne: "" } })).toBeGreaterThan(0);
    expect(await events.countDocuments({ physical: false, link: /^https:\/\// })).toBeGreaterThan(0);
    expect(await events.countDocuments({ isApproved: false })).toBeGreaterThan(0);
    const event = await events.findOne({}, { projection: { title: 1, searchText: 1 } });
    expect(event?.searchText).toContain(String(event?.title).toLowerCase());
  });

  it("has events in several zones, hybrid, free and paid, with credits, cancelled and postponed", async () => {
    const events = collection("events");
    expect((await events.distinct("timeZone")).length).toBeGreaterThan(2);
    for (const attendance of ["inPerson", "online", "hybrid"]) {
      expect(await events.countDocuments({ attendance }), attendance).toBeGreaterThan(0);
    }
    expect(await events.countDocuments({ "price.amount": 0 })).toBeGreaterThan(0);
    expect(await events.countDocuments({ "price.amount": { $gt: 0 } })).toBeGreaterThan(0);
    expect(await events.countDocuments({ creditBodies: "SHRM" })).toBeGreaterThan(0);
    expect(await events.countDocuments({ status: "cancelled" })).toBeGreaterThan(0);
    expect(await events.countDocuments({ status: "postponed" })).toBeGreaterThan(0);
    const hybrid = await events.findOne({ attendance: "hybrid" });
    expect(hybrid?.endDate.getTime()).toBeGreaterThan(hybrid?.date.getTime());
    expect(hybrid?.organizer?.name).toBeTruthy();
  });

  it("has approved and pending jobs, certifications of every level and exactly one About record", async () => {
    expect(await collection("jobs").countDocuments({ isApproved: true })).toBeGreaterThan(0);
    expect(await collection("jobs").countDocuments({ isApproved: false })).toBeGreaterThan(0);
    for (const level of CERTIFICATION_LEVELS) {
      expect(await collection("certifications").countDocuments({ level }), level).toBeGreaterThan(0);
    }
    for (const format of CERTIFICATION_FORMATS) {
      expect(await collection("certifications").countDocuments({ format }), format).toBeGreaterThan(0);
    }
    expect(await collection("certifications").countDocuments({ creditBodies: "CIPD" })).toBeGreaterThan(0);
    expect(
      await collection("certifications").countDocuments({ "provider.name": { $exists: true } }),
    ).toBeGreaterThan(0);
    const about = await collection("websites").find().toArray();
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ key: "main", contactInfo: { email: expect.stringContaining("@") } });
    expect(about[0]!.about).toContain("<p>");
    expect(about[0]!.socialLinks.linkedin).toMatch(/^https:\/\//);
  });
});
