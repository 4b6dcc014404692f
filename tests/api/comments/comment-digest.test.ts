// Issue 32: a post author's daily digest of new comments (one mail a day, not one per comment).
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, startOfSiteDay } from "@/lib/dates";
import { Comment } from "@/models/Comment";
import { MailLog } from "@/models/MailLog";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { createPublishedBlog } from "../../helpers/conversation";
import { connectAroundFile } from "../../helpers/db-hooks";
import { removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { api } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";

connectAroundFile();

const tag = `dgs${randomBytes(5).toString("hex")}`;
let author: TestUser;
let blog = "";

const cron = (token = process.env.CRON_SECRET) =>
  runCron<{ sent: number; skipped: number }>("/api/cron/comment-digest", { method: "POST", token });

beforeAll(async () => {
  author = await createStaffUser("profile");
  blog = await createPublishedBlog(`${tag} An author's post`, author.id);
  // Two comments from yesterday (site day) and one from today, written raw: createdAt is immutable.
  const yesterday = new Date(startOfSiteDay().getTime() - DAY_MS / 2);
  const row = (content: string, createdAt: Date, approved: boolean) => ({
    blog: new mongoose.Types.ObjectId(blog),
    name: "Reader",
    content: `${tag} ${content}`,
    isApproved: approved,
    state: approved ? "approved" : "pending",
    createdAt,
    updatedAt: createdAt,
  });
  await Comment.collection.insertMany([
    row("first from yesterday", yesterday, true),
    row("second from yesterday", new Date(yesterday.getTime() + 60_000), false),
    row("from today", new Date(), false),
  ]);
});

afterAll(async () => {
  await MailLog.deleteMany({ to: author.email });
  removeMailsTo(author.email);
});

describe("/api/cron/comment-digest", () => {
  it("mails the author one digest of yesterday's comments, and only once", async () => {
    const first = await cron();
    expect(first.status).toBe(202);
    expect(first.json.success).toBe(true);
    const [mail] = await waitForMails(author.email, 1);
    expect(mail!.parsed.subject).toMatch(/^2 new comments on your posts/);
    expect(mail!.parsed.text).toContain(`${tag} first from yesterday`);
    expect(mail!.parsed.text).toContain(`${tag} second from yesterday`);
    expect(mail!.parsed.text).toContain("(pending)");
    expect(mail!.parsed.text).not.toContain(`${tag} from today`);

    const again = await cron();
    expect(again.status).toBe(202);
    expect(again.json.skipped).toBeGreaterThanOrEqual(1);
    expect(await MailLog.countDocuments({ to: author.email, kind: "commentDigest" })).toBe(1);
  });

  it("refuses a call without the cron secret", async () => {
    expect((await cron("wrong")).status).toBe(401);
    expect((await api("/api/cron/comment-digest", { method: "POST" })).status).toBe(401);
  });
});
