// Issue 32 in the browser: a member signs in, replies to a comment on an article, and the first
// commenter's mail arrives in the local inbox with a link that opens the reply.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { linkIn, waitForMails } from "../tests/helpers/mail-sink";
import { codeIn, forgetMemberMails, memberEmail, signInMember } from "../tests/helpers/members";

const tag = `conv${randomBytes(4).toString("hex")}`;
const title = `${tag} Talking about pay transparency`;
const first = memberEmail("e2e-first");
const replier = memberEmail("e2e-replier");
let blogId = "";

test.beforeAll(async ({ baseURL }) => {
  await startSpecData();
  const blog = await Blog.create({
    title,
    subTitle: "A conversation",
    ...blogTextFields({ title, subTitle: "A conversation", description: "<p>Body</p>" }),
    author: { name: "Editor" },
    isPublished: true,
  });
  blogId = String(blog._id);
  const firstMember = await signInMember(baseURL!, first);
  await Member.updateOne({ _id: firstMember.id }, { $set: { name: "Fiona First" } });
  await Comment.create({
    blog: blogId,
    name: "Fiona First",
    content: `${tag} Should salary ranges be in every job ad?`,
    member: firstMember.id,
    submitterEmail: first,
    state: "approved",
    isApproved: true,
  });
});

test.afterAll(async () => {
  const members = await Member.find({ email: { $in: [first, replier] } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: [first, replier] } });
  await Comment.deleteMany({ blog: blogId });
  await Blog.deleteOne({ _id: blogId });
  await MailLog.deleteMany({ to: { $in: [first, replier] } });
  forgetMemberMails(first, replier);
  await endSpecData();
});

test("a member replies to a comment and the first commenter's mail links to the reply", async ({ page }) => {
  await page.goto("/account/sign-in");
  await page.getByLabel("E-mail address").fill(replier);
  await page.getByRole("button", { name: "Send me a sign-in code" }).click();
  const [signInMail] = await waitForMails(replier);
  await page.getByLabel("Sign-in code").fill(codeIn(signInMail!));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByLabel("Name", { exact: true }).fill("Ravi Replier");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  // An admin made Ravi trusted: his reply publishes at once.
  await Member.updateOne({ email: replier }, { $set: { commentTrust: "trusted" } });

  await page.goto(`/blog/${blogId}`);
  const comment = page.getByRole("article", { name: "Comment by Fiona First" });
  await comment.getByRole("button", { name: "Reply" }).click();
  await expect(comment.getByText("Commenting as Ravi Replier")).toBeVisible();
  await comment.getByLabel("Your reply").fill(`${tag} Yes, and the range should be honest.`);
  await comment.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("Comment published")).toBeVisible();
  const reply = page.getByRole("article", { name: "Comment by Ravi Replier" });
  await expect(reply).toContainText(`${tag} Yes, and the range should be honest.`);
  await expect(page.getByRole("heading", { name: "Comments (2)" })).toBeVisible();

  const mails = await waitForMails(first, 2);
  const mail = mails.find(
    (item) => item.parsed.subject === `Ravi Replier replied to your comment on ${title}`,
  );
  expect(mail).toBeDefined();
  const link = linkIn(mail!, `${process.env.APP_URL}/blog/${blogId}#comment-`);
  await page.goto(link);
  const linked = page.getByRole("article", { name: "Comment by Ravi Replier" });
  await expect(linked).toBeVisible();
  await expect(linked).toContainText(`${tag} Yes, and the range should be honest.`);
  const anchor = new URL(link).hash.slice(1);
  expect(await linked.getAttribute("id")).toBe(anchor);
});
