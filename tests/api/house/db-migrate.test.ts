// `npm run db:migrate` (issue 42: indexes and migrations run once, on purpose), as an operator runs it
// on a database written before the moderation states and the pay data: every declared index, then
// each pending data migration once, and nothing the second time. More than 100 old jobs, because
// FerretDB never answers a bulk write of 100 updates (lib/db-bulk.ts).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { MongoClient, ObjectId, type Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationFileNames } from "@/lib/db-migrations";

const run = promisify(execFile);
const OLD_JOBS = 120;
let client: MongoClient;
let db: Db;
let uri: string;

async function migrate(): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "scripts/db-migrate.ts"], {
    env: { ...process.env, MONGODB_URI: uri },
    timeout: 120_000,
  });
  return stdout;
}

beforeAll(async () => {
  const url = new URL(process.env.MONGODB_URI!);
  url.pathname = `/migrate_${randomBytes(4).toString("hex")}`;
  uri = url.toString();
  client = await new MongoClient(uri).connect();
  db = client.db();
  await db.collection("jobs").insertMany(
    Array.from({ length: OLD_JOBS }, (_, n) => ({
      _id: new ObjectId(),
      title: n % 2 ? "Senior Talent Acquisition Partner" : "Payroll Specialist",
      description: "Join our people team.",
      company: `Old Employer ${n % 7}`,
      location: "Berlin, Germany",
      salary: { min: 60_000, max: 75_000, currency: "EUR", unit: "YEAR" },
      isApproved: true,
      createdAt: new Date(),
    })),
  );
  await db.collection("comments").insertMany([
    { _id: new ObjectId(), content: "approved before states", isApproved: true },
    { _id: new ObjectId(), content: "waiting before states", isApproved: false },
    { _id: new ObjectId(), content: "already decided", isApproved: false, state: "rejected" },
  ]);
}, 60_000);

afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

describe("npm run db:migrate", () => {
  it("creates the declared indexes and runs each pending data migration, in one line", async () => {
    const output = await migrate();
    expect(output).toMatch(
      new RegExp(`Database migrated: \\d+ declared indexes in place, ran ${migrationFileNames().join(", ")}`),
    );
    const jobIndexes = await db.collection("jobs").indexes();
    expect(jobIndexes.length).toBeGreaterThan(1);
    expect(await db.collection("agendaJobs").indexExists("findAndLockNextJobIndex")).toBe(true);
  }, 180_000);

  it("gives every old job its family, seniority, place and annual pay", async () => {
    const jobs = await db.collection("jobs").find({}).toArray();
    expect(jobs).toHaveLength(OLD_JOBS);
    expect(jobs.filter((job) => !job.family)).toEqual([]);
    const senior = jobs.find((job) => job.title === "Senior Talent Acquisition Partner")!;
    expect(senior).toMatchObject({
      family: "talent-acquisition",
      seniority: "senior",
      classifiedBy: "rules",
      country: "DE",
      annualPay: expect.objectContaining({ currency: "EUR", midpoint: 67_500 }),
    });
    expect(jobs.find((job) => job.title === "Payroll Specialist")).toMatchObject({ family: "payroll" });
  });

  it("gives old comments the moderation state their approval implies, and keeps decided ones", async () => {
    const states = Object.fromEntries(
      (await db.collection("comments").find({}).toArray()).map((row) => [row.content, row.state]),
    );
    expect(states).toEqual({
      "approved before states": "approved",
      "waiting before states": "pending",
      "already decided": "rejected",
    });
  });

  it("runs nothing the second time", async () => {
    const output = await migrate();
    expect(output).toMatch(/Database migrated: \d+ declared indexes in place, no data migration pending/);
    expect(await db.collection("changelog").countDocuments()).toBe(migrationFileNames().length);
  }, 180_000);
});
