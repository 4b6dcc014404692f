// Authors' daily digest: each staff author gets one mail a day listing the comments that arrived
// on their posts the previous site day (held ones too, marked), never one mail per comment. The
// mail log id `comment-digest:{user}:{day}` makes a repeated or concurrent cron call send it once.
import "server-only";
import { DAY_MS, startOfSiteDay, toSiteDateInput } from "@/lib/dates";
import { connectDb } from "@/lib/db";
import { mailSite } from "@/lib/mail/config";
import { deliverMail, queueMail } from "@/lib/mail/send";
import type { DigestPost } from "@/lib/mail/templates/comment-digest";
import { absoluteUrl, blogPath } from "@/lib/seo/urls";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { User } from "@/models/User";

export type CommentDigestCounts = { authors: number; sent: number; skipped: number; failed: number };

/** Mails every author their digest of the previous site day (relative to `now`). */
export async function runCommentDigests(now = new Date()): Promise<CommentDigestCounts> {
  await connectDb();
  const end = startOfSiteDay(now);
  const start = startOfSiteDay(new Date(end.getTime() - DAY_MS / 2));
  const day = toSiteDateInput(start);
  const comments = await Comment.find({ createdAt: { $gte: start, $lt: end }, staff: { $ne: true } })
    .select("blog name content state spam")
    .sort({ createdAt: 1, _id: 1 })
    .lean();
  const wanted = comments.filter((comment) => !comment.spam);
  const blogIds = [...new Set(wanted.map((comment) => String(comment.blog)))];
  const blogs = blogIds.length
    ? await Blog.find({ _id: { $in: blogIds }, "author.user": { $ne: null } })
        .select("title author.user")
        .lean()
    : [];
  const byAuthor = new Map<string, DigestPost[]>();
  const site = mailSite();
  for (const blog of blogs) {
    const user = String(blog.author?.user);
    const posts = byAuthor.get(user) ?? [];
    posts.push({
      title: blog.title,
      url: absoluteUrl(site.url, blogPath(String(blog._id))),
      comments: wanted
        .filter((comment) => String(comment.blog) === String(blog._id))
        .map((comment) => ({
          name: comment.name,
          content: comment.content,
          state: comment.state ?? "pending",
        })),
    });
    byAuthor.set(user, posts);
  }
  const counts: CommentDigestCounts = { authors: byAuthor.size, sent: 0, skipped: 0, failed: 0 };
  const users = await User.find({ _id: { $in: [...byAuthor.keys()] } })
    .select("email")
    .lean();
  for (const user of users) {
    const queued = await queueMail({
      id: `comment-digest:${String(user._id)}:${day}`,
      to: user.email,
      template: "commentDigest",
      data: { day, posts: byAuthor.get(String(user._id)) ?? [], inboxUrl: `${site.url}/profile/inbox` },
    });
    if (queued.status === "duplicate") {
      counts.skipped += 1;
      continue;
    }
    const status = await deliverMail(queued.id);
    counts[status === "sent" ? "sent" : "failed"] += 1;
  }
  return counts;
}
