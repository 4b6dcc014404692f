// Issue 32, mail when someone answers you: one mail per published reply to a member with reply
// notifications on or a guest who confirmed (double opt-in); never for a self-reply, never twice,
// never after the thread's one-click unsubscribe (RFC 8058); staff replies notify too.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Comment } from "@/models/Comment";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { ReplyOptIn } from "@/models/ReplyOptIn";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { appFetch } from "../../helpers/cache-log";
import { asMember, createPublishedBlog, removeMembersByEmail } from "../../helpers/conversation";
import { connectAroundFile } from "../../helpers/db-hooks";
import { linkIn, mailsTo, waitForMails, type SunkMail } from "../../helpers/mail-sink";
import { oneClickUnsubscribe } from "../../helpers/one-click";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const tag = `rml${randomBytes(5).toString("hex")}`;
const usedEmails: string[] = [];
let admin: TestUser;
let blog = "";
const TITLE = `${tag} Conversation post`;

const as = asMember;

async function newMember(name: string, trusted = false): Promise<TestMember> {
  const email = memberEmail("replymail");
  usedEmails.push(email);
  const member = await signInMember(baseUrl(), email);
  expect((await as(member, "/api/members/me", { method: "PUT", body: { name } })).status).toBe(200);
  if (trusted) await Member.updateOne({ _id: member.id }, { $set: { commentTrust: "trusted" } });
  return member;
}

async function memberComment(member: TestMember, content: string, parent?: string): Promise<string> {
  const response = await as(member, "/api/blog/add-comment", { body: { blog, content, parent } });
  expect(response.status).toBe(201);
  const row = await Comment.findOne({ content }).select("_id isApproved").lean();
  if (!row!.isApproved) await approve(String(row!._id));
  return String(row!._id);
}

async function approve(id: string): Promise<void> {
  const response = await api(`/api/profile/approve-comment/${id}`, { method: "POST", token: admin.token });
  expect(response.status).toBe(200);
}

const replyMails = async (address: string): Promise<SunkMail[]> =>
  (await mailsTo(address)).filter((mail) => (mail.parsed.subject ?? "").includes("replied to your comment"));

/** Waits for the `count`-th reply mail (sign-in and moderation mails to the address are skipped). */
async function waitForReplyMails(address: string, count: number): Promise<SunkMail[]> {
  for (let total = count; ; total += 1) {
    await waitForMails(address, total);
    const replies = await replyMails(address);
    if (replies.length >= count) return replies;
  }
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  blog = await createPublishedBlog(TITLE);
});

afterAll(() => removeMembersByEmail(usedEmails));

describe("reply mail to members", () => {
  it("mails the commenter once per reply, with the text, a link and one-click unsubscribe; not for self-replies", async () => {
    const first = await newMember("Fay First");
    const replier = await newMember("Rex Replier", true);
    const root = await memberComment(first, `${tag} root of Fay`);
    // Fay answers herself: no mail.
    await memberComment(first, `${tag} Fay adds a thought`, root);
    const replyId = await memberComment(replier, `${tag} Rex answers <b>Fay</b>`, root);

    const [mail] = await waitForReplyMails(first.email, 1);
    expect(mail!.parsed.subject).toBe(`Rex Replier replied to your comment on ${TITLE}`);
    expect(mail!.parsed.text).toContain(`${tag} Rex answers <b>Fay</b>`);
    expect(mail!.parsed.html).toContain("Rex answers &lt;b&gt;Fay&lt;/b&gt;");
    const link = linkIn(mail!, `${baseUrl()}/blog/${blog}#comment-`);
    expect(link).toBe(`${baseUrl()}/blog/${blog}#comment-${replyId}`);
    expect(mail!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail!.header("list-unsubscribe")).toContain(`${baseUrl()}/api/comments/unsubscribe?token=`);
    expect(mail!.parsed.text).toContain(`${baseUrl()}/account`);

    // Approving again does not mail twice; the next reply is the next mail, and no self-reply mail came.
    await approve(replyId);
    await memberComment(replier, `${tag} Rex again`, root);
    const mails = await waitForReplyMails(first.email, 2);
    expect(mails.map((item) => item.parsed.text?.includes(`${tag} Rex again`))).toEqual([false, true]);
    expect(mails.some((item) => item.parsed.text?.includes("Fay adds a thought"))).toBe(false);
    expect(await MailLog.countDocuments({ _id: `comment-reply:${replyId}` })).toBe(1);
  });

  it("stops after the thread's one-click unsubscribe, and when reply notifications are off", async () => {
    const first = await newMember("Uma Unsub");
    const replier = await newMember("Ray Replier", true);
    const muted = await memberComment(first, `${tag} Uma thread one`);
    const other = await memberComment(first, `${tag} Uma thread two`);
    await memberComment(replier, `${tag} Ray in one`, muted);
    const [mail] = await waitForReplyMails(first.email, 1);
    expect((await oneClickUnsubscribe(mail!)).status).toBe(200);

    await memberComment(replier, `${tag} Ray in one again`, muted);
    await memberComment(replier, `${tag} Ray in two`, other);
    const mails = await waitForReplyMails(first.email, 2);
    expect(mails[1]!.parsed.text).toContain(`${tag} Ray in two`);
    expect(mails.some((item) => item.parsed.text?.includes("Ray in one again"))).toBe(false);

    // Reply notifications off in the account: nothing more, in any thread.
    const off = await as(first, "/api/members/me/preferences", {
      method: "PUT",
      body: { replyNotifications: false },
    });
    expect(off.status).toBe(200);
    const quietId = await memberComment(replier, `${tag} Ray in two, quietly`, other);
    const log = await MailLog.findById(`comment-reply:${quietId}`).lean();
    expect(log).toBeNull();
  });

  it("answers the unsubscribe and confirm routes' bad tokens with 400 and 404", async () => {
    expect((await api("/api/comments/unsubscribe", { method: "POST" })).status).toBe(400);
    const bad = await api(
      "/api/comments/unsubscribe?token=0123456789abcdef01234567.aaaaaaaaaaaaaaaaaaaaaaaaa",
      {
        method: "POST",
      },
    );
    expect(bad.status).toBe(404);
    expect(bad.json).toEqual({ success: false, message: "This unsubscribe link is not valid." });
    expect((await api("/api/comments/confirm", { body: {} })).status).toBe(400);
    const unknown = await api("/api/comments/confirm", {
      body: { token: "0123456789abcdef01234567.aaaaaaaaaaaaaaaaaaaaaaaaa" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("reply mail to guests: double opt-in", () => {
  it("mails a guest only after the address confirmed, and staff replies notify too", async () => {
    const guest = memberEmail("guest");
    usedEmails.push(guest);
    const replier = await newMember("Rita Replier", true);
    const asked = await api("/api/blog/add-comment", {
      body: { blog, name: "Gus Guest", email: guest, notifyReplies: true, content: `${tag} Gus asks` },
    });
    expect(asked.status).toBe(201);
    expect(asked.json.message).toBe("Comment added and awaiting review");
    const gusId = String((await Comment.findOne({ content: `${tag} Gus asks` }).lean())!._id);
    await approve(gusId);
    const confirmMail = (await waitForMails(guest, 1)).find((mail) =>
      (mail.parsed.subject ?? "").startsWith("Confirm reply notifications"),
    );
    expect(confirmMail).toBeDefined();

    // Not confirmed yet: a reply mails nothing.
    const early = await memberComment(replier, `${tag} Rita before confirmation`, gusId);
    expect(await MailLog.findById(`comment-reply:${early}`).lean()).toBeNull();

    const link = linkIn(confirmMail!, `${baseUrl()}/comments/confirm?token=`);
    const page = await appFetch(link);
    expect(page.status).toBe(200);
    expect(await ReplyOptIn.findOne({ email: guest }).select("state").lean()).toMatchObject({
      state: "pending",
    });
    const token = new URL(link).searchParams.get("token");
    const confirmed = await api("/api/comments/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect((await api("/api/comments/confirm", { body: { token } })).status).toBe(404);

    await memberComment(replier, `${tag} Rita after confirmation`, gusId);
    const staff = await api(`/api/admin/comments/${gusId}/reply`, {
      token: admin.token,
      body: { content: `${tag} the editors answer` },
    });
    expect(staff.status).toBe(201);
    const mails = await waitForReplyMails(guest, 2);
    expect(mails[0]!.parsed.text).toContain(`${tag} Rita after confirmation`);
    expect(mails[1]!.parsed.text).toContain(`${tag} the editors answer`);
    expect(mails.some((item) => item.parsed.text?.includes("Rita before confirmation"))).toBe(false);
  });
});
