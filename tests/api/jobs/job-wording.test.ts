// Issue 33: wording that excludes. POST /api/jobs/check-text finds age-, gender- and scam-coded
// wording (and nothing in a plain neutral ad); a job's findings are stored and shown in the inbox.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

connectAroundFile();

const tag = `jw${randomBytes(4).toString("hex")}`;
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

type Finding = { phrase: string; category: string; suggestion: string; explanation: string };
const check = (body: unknown) =>
  api<{ findings: Finding[] }>("/api/jobs/check-text", { method: "POST", body });

describe("POST /api/jobs/check-text", () => {
  it("finds age, gender and scam wording, each with a suggestion and an explanation", async () => {
    const response = await check({
      title: "Sales rockstar",
      description:
        "Join a young, aggressive team. Recent graduates only. Pay a small fee to apply; wages in gift cards.",
    });
    expect(response.status).toBe(200);
    const found = response.json.findings.map((f) => `${f.category}:${f.phrase.toLowerCase()}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "gender:rockstar",
        "gender:aggressive",
        "age:young",
        "age:recent graduates",
        "scam:fee to apply",
        "scam:gift cards",
      ]),
    );
    for (const finding of response.json.findings) {
      expect(finding.suggestion).not.toBe("");
      expect(finding.explanation).not.toBe("");
    }
  });

  it("finds nothing in a plain neutral ad", async () => {
    const response = await check({
      title: "People Operations Manager",
      description:
        "You will run our HR operations for 300 staff across two sites: payroll inputs, policies and employee " +
        "relations casework. CIPD level 5 or equivalent experience. Salary £45,000 to £52,000.",
    });
    expect(response.json).toEqual({ success: true, findings: [] });
  });

  it.each([
    [{ title: 5 }, "title must be text"],
    [{ description: "x".repeat(5001) }, "description must be at most 5000 characters"],
  ])("400 for %j", async (body, message) => {
    const response = await check(body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("400 for a body that is not JSON", async () => {
    const response = await api("/api/jobs/check-text", { method: "POST", body: "{not json" });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});

describe("stored findings", () => {
  it("a submitted job's findings show on it in the moderation inbox; a clean job has none", async () => {
    const flagged = new FormData();
    flagged.append("title", `${tag} Ninja recruiter`);
    flagged.append("description", "Digital natives wanted. Contact us only via Telegram.");
    const created = await api<{ job: { _id: string } }>("/api/job/create-job", { form: flagged });
    expect(created.status).toBe(201);
    const clean = new FormData();
    clean.append("title", `${tag} HR Advisor`);
    const plain = await api<{ job: { _id: string } }>("/api/job/create-job", { form: clean });

    const inbox = await api<{ items: { id: string; wordingFindings?: Finding[] }[] }>(
      "/api/admin/moderation?state=pending&type=job&limit=200",
      { token: admin.token },
    );
    expect(inbox.status).toBe(200);
    const item = inbox.json.items.find((entry) => entry.id === created.json.job._id);
    expect(item?.wordingFindings?.map((f) => f.category).sort()).toEqual(["age", "gender", "scam"]);
    const plainItem = inbox.json.items.find((entry) => entry.id === plain.json.job._id);
    expect(plainItem).toBeDefined();
    expect(plainItem?.wordingFindings).toBeUndefined();
  });
});
