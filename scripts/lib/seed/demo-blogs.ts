// Demo blogs (the hand-written posts of demo-posts.ts in all seven categories: published, two drafts,
// two imported from RSS) and their comments (approved and pending, one thread with replies), keyed by
// title and by blog + name + text.
import type { Types } from "mongoose";
import { blogTextFields } from "../../../lib/posts/blog-text";
import { Blog } from "../../../models/Blog";
import { Comment } from "../../../models/Comment";
import { DEMO_POSTS, type DemoPost } from "./demo-posts";
import { AUTHOR_NAMES, COMMENT_TEXTS, COMMENTER_NAMES, pick } from "./text";
import { daysAgo, upsertByKey } from "./upsert";

const RSS_FEED_AUTHOR = "HR Daily Wire";
/** Indexes in DEMO_POSTS of the two drafts and the two posts imported from a feed. */
export const DEMO_DRAFTS = [5, 26];
const FROM_RSS = [9, 22];

/** The conversation under the newest post: a question, two answers and a thank-you. */
const THREAD = {
  question: {
    name: "Grace L.",
    content:
      "We have a forecast from our HRIS vendor but managers ignore it. Has anyone found a way to make it part of their routine?",
  },
  replies: [
    {
      name: "Ravi P.",
      content:
        "We added the three teams most at risk to the monthly business review. Once finance saw the cost of replacing people, managers started asking for the data themselves.",
    },
    {
      name: "Amelia Hart",
      content:
        "Agree with Ravi. Keep it at team level and pair every number with one suggested action, otherwise it becomes another dashboard nobody opens.",
    },
    { name: "Grace L.", content: "Thank you both, the business-review idea is one we can try next month." },
  ],
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function bodyHtml(post: DemoPost): string {
  const [first, second, ...rest] = post.paragraphs.map((text) => `<p>${text}</p>`);
  const list = post.list
    ? `<h2>${post.list.heading}</h2><ul>${post.list.items.map((item) => `<li>${item}</li>`).join("")}</ul>`
    : "";
  return [first, second, list, ...rest].filter(Boolean).join("");
}

export async function seedDemoBlogs(admin: {
  _id: Types.ObjectId;
  name: string;
}): Promise<{ blogs: number; comments: number }> {
  const records = DEMO_POSTS.map((post, n) => {
    const fromRss = FROM_RSS.includes(n);
    const draft = DEMO_DRAFTS.includes(n);
    // The first post is the newest; the rest spread over the past five months.
    const createdAt = daysAgo(1 + Math.floor((n * 150) / DEMO_POSTS.length), 8 + (n % 9));
    const doc = {
      title: post.title,
      subTitle: post.subTitle,
      ...blogTextFields({ title: post.title, subTitle: post.subTitle, description: bodyHtml(post) }),
      category: post.category,
      author: fromRss
        ? { name: RSS_FEED_AUTHOR }
        : { name: n % 3 === 0 ? admin.name : pick(AUTHOR_NAMES, n), user: admin._id },
      isPublished: !draft,
      isFromRss: fromRss,
      ...(fromRss ? { rssSource: `https://news.example.com/hr/${slug(post.title)}` } : {}),
      createdAt,
      updatedAt: createdAt,
    };
    return { key: { title: post.title }, doc };
  });
  const blogs = await upsertByKey(Blog, records);

  const stored = await Blog.find({ title: { $in: records.map((r) => r.key.title) } })
    .select({ _id: 1, title: 1 })
    .lean();
  const idByTitle = new Map(stored.map((blog) => [blog.title, blog._id]));
  const comments = records.flatMap(({ doc }, n) => {
    const blog = idByTitle.get(doc.title);
    if (!blog || !doc.isPublished || n === 0) return [];
    return Array.from({ length: n % 4 }, (_, c) => {
      const name = pick(COMMENTER_NAMES, n + c * 3);
      const content = pick(COMMENT_TEXTS, n * 2 + c);
      const createdAt = new Date(doc.createdAt.getTime() + (c + 1) * 3600_000 * 5);
      // The newest posts get the pending comments, so moderation has something to do.
      const isApproved = !(n < 12 && c === (n % 4) - 1);
      return {
        key: { blog, name, content },
        doc: { blog, name, content, isApproved, createdAt, updatedAt: createdAt },
      };
    });
  });
  const added = await upsertByKey(Comment, comments, { blog: { $in: [...idByTitle.values()] } });
  const threadBlog = idByTitle.get(records[0]!.doc.title);
  return {
    blogs,
    comments: added + (threadBlog ? await seedThread(threadBlog, records[0]!.doc.createdAt) : 0),
  };
}

/** The thread with replies under the newest post (replies point at their thread's first comment). */
async function seedThread(blog: Types.ObjectId, postedAt: Date): Promise<number> {
  const at = (hours: number) => new Date(postedAt.getTime() + hours * 3600_000);
  const question = { blog, ...THREAD.question, isApproved: true, createdAt: at(2), updatedAt: at(2) };
  const added = await upsertByKey(Comment, [{ key: { blog, ...THREAD.question }, doc: question }]);
  const root = await Comment.findOne({ blog, ...THREAD.question })
    .select({ _id: 1 })
    .lean();
  if (!root) return added;
  const replies = THREAD.replies.map((reply, n) => {
    return {
      key: { blog, name: reply.name, content: reply.content },
      doc: {
        blog,
        ...reply,
        parent: root._id,
        replyTo: root._id,
        replyToName: THREAD.question.name,
        staff: reply.name === "Amelia Hart",
        isApproved: true,
        createdAt: at(4 + n * 3),
        updatedAt: at(4 + n * 3),
      },
    };
  });
  return added + (await upsertByKey(Comment, replies, { parent: root._id }));
}
