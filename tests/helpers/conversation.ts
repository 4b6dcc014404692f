// Issue 32's tests: a published post to talk under, calls as a signed-in member, and the cleanup
// of the members a file signed in. Free of Vitest imports, so Playwright specs can use it too.
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { ReplyOptIn } from "@/models/ReplyOptIn";
import { removeMailsTo } from "./mail-sink";
import type { TestMember } from "./members";
import { api } from "./server";

/** A published post written straight to the database; `user` makes a staff account its author. */
export async function createPublishedBlog(title: string, user?: string): Promise<string> {
  const blog = await Blog.create({
    title,
    subTitle: "Sub",
    ...blogTextFields({ title, subTitle: "Sub", description: "<p>Body</p>" }),
    author: { name: "Author", ...(user ? { user } : {}) },
    isPublished: true,
  });
  return String(blog._id);
}

/** An API call with the member's session cookie. */
export const asMember = (member: TestMember, path: string, options: Parameters<typeof api>[1] = {}) =>
  api(path, { ...options, headers: { ...options.headers, Cookie: member.cookie } });

/** Removes the members of these addresses, their sessions, reply opt-ins and mails. */
export async function removeMembersByEmail(emails: string[]): Promise<void> {
  const members = await Member.find({ email: { $in: emails } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: emails } });
  await ReplyOptIn.deleteMany({ email: { $in: emails } });
  await MailLog.deleteMany({ to: { $in: emails } });
  removeMailsTo(...emails);
}
