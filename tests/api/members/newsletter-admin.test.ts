// The back-office side of the newsletter: subscriber list, bounce and remove, CSV export, the mail
// log, and staff newsletters (preview, test to yourself, send to all with progress).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { MailLog } from "@/models/MailLog";
import { MailRun } from "@/models/MailRun";
import { Subscriber } from "@/models/Subscriber";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { mailsTo, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { SAMPLE_ID, SAMPLE_RUN_ID } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const TAG = `adm${randomBytes(4).toString("hex")}`;
const email = (name: string) => `${TAG}-${name}@example.test`;
let admin: TestUser;
let profile: TestUser;
let postId: string;
const runIds: string[] = [];

type Row = { _id: string; email: string; state: string; createdAt: string; confirmedAt: string | null };
type ListAnswer = {
  subscribers: Row[];
  counts: Record<string, number>;
  pagination: { page: number; total: number; totalPages: number };
};
type Run = { id: string; status: string; total: number; sent: number; failed: number };

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  await Subscriber.create([
    { email: email("active-a"), state: "active", confirmedAt: new Date() },
    { email: email("active-b"), state: "active", confirmedAt: new Date() },
    { email: email("pending"), state: "pending" },
    { email: email("gone"), state: "unsubscribed" },
  ]);
  const post = await Blog.create({
    title: `${TAG} Picked post`,
    subTitle: "Worth a read",
    author: { name: "Staff" },
    isPublished: true,
  });
  postId = String(post._id);
});

afterAll(async () => {
  await MailLog.deleteMany({
    $or: [
      { runId: { $in: runIds } },
      { to: { $in: [admin.email, profile.email] } },
      { to: new RegExp(`^${TAG}-`) },
    ],
  });
  await MailRun.deleteMany({ _id: { $in: runIds } });
  await Subscriber.deleteMany({ email: new RegExp(`^${TAG}-`) });
  await Blog.deleteOne({ _id: postId });
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
  removeMailsTo(
    admin.email,
    profile.email,
    email("active-a"),
    email("active-b"),
    email("pending"),
    email("gone"),
  );
});

describe("GET /api/{role}/subscribers", () => {
  it.each(["admin", "profile"] as const)("lists and searches subscribers for the %s role", async (role) => {
    const user = role === "admin" ? admin : profile;
    const response = await api<ListAnswer>(`/api/${role}/subscribers?search=${TAG}`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.json.subscribers.map((row) => row.email).sort()).toEqual(
      [email("active-a"), email("active-b"), email("gone"), email("pending")].sort(),
    );
    const row = response.json.subscribers.find((entry) => entry.email === email("active-a"))!;
    expect(Object.keys(row).sort()).toEqual(["_id", "confirmedAt", "createdAt", "email", "state"]);
    expect(row.state).toBe("active");
    expect(row.confirmedAt).not.toBeNull();
    expect(response.json.pagination).toMatchObject({ page: 1, total: 4, totalPages: 1 });
    for (const state of ["pending", "active", "unsubscribed", "bounced"])
      expect(typeof response.json.counts[state]).toBe("number");
  });

  it("filters by state and pages", async () => {
    const response = await api<ListAnswer>(`/api/admin/subscribers?search=${TAG}&state=active&page=1`, {
      token: admin.token,
    });
    expect(response.json.subscribers.map((row) => row.state)).toEqual(["active", "active"]);
    const beyond = await api<ListAnswer>(`/api/admin/subscribers?search=${TAG}&page=5`, {
      token: admin.token,
    });
    expect(beyond.json.subscribers).toEqual([]);
  });

  it("treats the search as text, not a pattern", async () => {
    const response = await api<ListAnswer>(`/api/admin/subscribers?search=${encodeURIComponent(".*")}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.json.subscribers).toEqual([]);
  });

  it.each([["state=gone"], [`search=${"x".repeat(300)}`]])("answers 400 for %s", async (query) => {
    const response = await api(`/api/admin/subscribers?${query}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});

describe("bounce and remove", () => {
  it("marks an address as bounced: it is never mailed again", async () => {
    const row = await Subscriber.create({ email: email("bouncy"), state: "active", confirmedAt: new Date() });
    const response = await api(`/api/profile/bounce-subscriber/${row._id}`, {
      method: "POST",
      token: profile.token,
    });
    expect(response.status).toBe(200);
    expect((await Subscriber.findById(row._id).lean())?.state).toBe("bounced");
    await api("/api/blog/subscribe", { body: { email: email("bouncy") } });
    expect(await MailLog.countDocuments({ to: email("bouncy") })).toBe(0);
  });

  it("removes an address, then answers 404 for it", async () => {
    const row = await Subscriber.create({ email: email("remove-me"), state: "pending" });
    const response = await api(`/api/admin/delete-subscriber/${row._id}`, {
      method: "POST",
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(await Subscriber.countDocuments({ _id: row._id })).toBe(0);
    const again = await api(`/api/admin/delete-subscriber/${row._id}`, {
      method: "POST",
      token: admin.token,
    });
    expect(again.status).toBe(404);
  });

  it.each([
    ["delete-subscriber", SAMPLE_ID, 404],
    ["bounce-subscriber", SAMPLE_ID, 404],
    ["delete-subscriber", "not-an-id", 400],
    ["bounce-subscriber", "not-an-id", 400],
  ])("%s/%s answers %i", async (action, id, status) => {
    const response = await api(`/api/admin/${action}/${id}`, { method: "POST", token: admin.token });
    expect(response.status).toBe(status);
    expect(response.json.success).toBe(false);
  });
});

describe("GET /api/admin/subscribers.csv", () => {
  it("exports every subscriber as CSV for admins", async () => {
    const response = await appFetch(`${baseUrl()}/api/admin/subscribers.csv`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("subscribers.csv");
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("email,state,createdAt,confirmedAt");
    const line = lines.find((entry) => entry.startsWith(`"${email("active-a")}"`));
    expect(line).toMatch(new RegExp(`^"${email("active-a")}","active","\\d{4}-[^"]+","\\d{4}-[^"]+"$`));
    expect(lines.some((entry) => entry.startsWith(`"${email("pending")}","pending",`))).toBe(true);
  });

  it("refuses the profile role (403) and anonymous callers (401)", async () => {
    const asProfile = await appFetch(`${baseUrl()}/api/admin/subscribers.csv`, {
      headers: { Authorization: `Bearer ${profile.token}` },
    });
    expect(asProfile.status).toBe(403);
    expect((await asProfile.json()).success).toBe(false);
    expect((await appFetch(`${baseUrl()}/api/admin/subscribers.csv`)).status).toBe(401);
  });
});

describe("staff newsletters", () => {
  const draft = {
    subject: `${TAG} News`,
    body: "<p>Hello <strong>readers</strong><script>alert(1)</script></p>",
    postIds: [] as string[],
  };

  it("previews the newsletter with its body sanitized and the picked post", async () => {
    const response = await api<{ html: string; text: string; subject: string }>(
      "/api/admin/newsletters/preview",
      {
        body: { ...draft, postIds: [postId] },
        token: admin.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.json.subject).toBe(`${TAG} News`);
    expect(response.json.html).toContain("<strong>readers</strong>");
    expect(response.json.html).not.toContain("<script");
    expect(response.json.html).toContain(`${TAG} Picked post`);
    expect(response.json.text).toContain(`${baseUrl()}/blog/${postId}`);
  });

  it("sends a test to the signed-in staff member only", async () => {
    const response = await api("/api/profile/newsletters/test", { body: draft, token: profile.token });
    expect(response.status).toBe(200);
    const [mail] = await waitForMails(profile.email);
    expect(mail!.parsed.subject).toBe(`[Test] ${TAG} News`);
    expect(await mailsTo(email("active-a"))).toHaveLength(0);
  });

  it("sends to every active subscriber in the background, with progress and one-click headers", async () => {
    const activeCount = await Subscriber.countDocuments({ state: "active" });
    const response = await api<{ run: Run }>("/api/admin/newsletters", {
      body: { ...draft, postIds: [postId] },
      token: admin.token,
    });
    expect(response.status).toBe(202);
    const runId = response.json.run.id;
    runIds.push(runId);
    expect(response.json.run.total).toBe(activeCount);

    let run = response.json.run;
    for (let i = 0; i < 100 && run.status !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = (await api<{ run: Run }>(`/api/admin/newsletters/${runId}`, { token: admin.token })).json.run;
    }
    expect(run).toMatchObject({ status: "done", sent: activeCount, failed: 0 });

    for (const address of [email("active-a"), email("active-b")]) {
      const [mail] = await waitForMails(address);
      expect(mail!.parsed.subject).toBe(`${TAG} News`);
      expect(mail!.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail!.header("List-Unsubscribe")).toContain(`${baseUrl()}/api/newsletter/unsubscribe?token=`);
    }
    expect(await mailsTo(email("pending"))).toHaveLength(0);
    expect(await mailsTo(email("gone"))).toHaveLength(0);

    const list = await api<{ runs: Run[] }>("/api/profile/newsletters", { token: profile.token });
    expect(list.json.runs.some((entry) => entry.id === runId)).toBe(true);
  });

  it.each([
    [{ subject: "", body: "<p>x</p>" }, "Subject is required"],
    [{ subject: "Hi", body: "<p> </p>" }, "Write a message or pick at least one post"],
    [{ subject: "Hi", postIds: ["nope"] }, "Invalid id"],
  ])("rejects %o with 400", async (body, message) => {
    for (const path of [
      "/api/admin/newsletters",
      "/api/admin/newsletters/preview",
      "/api/admin/newsletters/test",
    ]) {
      const response = await api(path, { body, token: admin.token });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, message });
    }
  });

  it("answers 404 for an unknown newsletter and 400 for a malformed id", async () => {
    expect((await api(`/api/admin/newsletters/${SAMPLE_RUN_ID}`, { token: admin.token })).status).toBe(404);
    expect((await api("/api/admin/newsletters/digest:x", { token: admin.token })).status).toBe(400);
  });
});

describe("GET /api/admin/mail", () => {
  it("lists sent mail, newest first, filtered by status", async () => {
    const response = await api<{
      mails: Array<{ to: string; kind: string; status: string; subject: string }>;
      configured: boolean;
    }>("/api/admin/mail?status=sent", { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.json.configured).toBe(true);
    expect(response.json.mails.every((mail) => mail.status === "sent")).toBe(true);
    const entry = response.json.mails.find((mail) => mail.to === email("active-a"));
    expect(entry).toMatchObject({ kind: "newsletter", subject: `${TAG} News` });
  });

  it("records a confirmation mail once it has gone out", async () => {
    await api("/api/blog/subscribe", { body: { email: email("logged") } });
    await waitForMails(email("logged"));
    let status = "";
    for (let i = 0; i < 50 && status !== "sent"; i++) {
      const response = await api<{ mails: Array<{ to: string; status: string }> }>("/api/admin/mail", {
        token: admin.token,
      });
      status = response.json.mails.find((mail) => mail.to === email("logged"))?.status ?? "";
      if (status !== "sent") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe("sent");
    removeMailsTo(email("logged"));
  });

  it("answers 400 for an unknown status", async () => {
    const response = await api("/api/admin/mail?status=lost", { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});
