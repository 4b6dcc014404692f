// Demo blogs (all seven categories, published and draft, a few imported from RSS) and their
// comments (approved and pending), keyed by title and by blog + name + text.
import type { Types } from "mongoose";
import { blogTextFields } from "../../../lib/posts/blog-text";
import { Blog } from "../../../models/Blog";
import { Comment } from "../../../models/Comment";
import { AUTHOR_NAMES, blogCopy, COMMENT_TEXTS, COMMENTER_NAMES, pick } from "./text";
import { daysAgo, upsertByKey } from "./upsert";

export const DEMO_BLOG_COUNT = 40;
const RSS_FEED_AUTHOR = "HR Daily Wire";

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export async function seedDemoBlogs(admin: {
  _id: Types.ObjectId;
  name: string;
}): Promise<{ blogs: number; comments: number }> {
  const records = Array.from({ length: DEMO_BLOG_COUNT }, (_, n) => {
    const copy = blogCopy(n);
    const fromRss = n % 13 === 6; // three imported posts
    const draft = !fromRss && n % 8 === 3; // five drafts
    const createdAt = daysAgo(2 + Math.floor((n * 150) / DEMO_BLOG_COUNT), 8 + (n % 9));
    const doc = {
      title: copy.title,
      subTitle: copy.subTitle,
      ...blogTextFields(copy),
      category: copy.category,
      author: fromRss
        ? { name: RSS_FEED_AUTHOR }
        : { name: n % 3 === 0 ? admin.name : pick(AUTHOR_NAMES, n), user: admin._id },
      isPublished: !draft,
      isFromRss: fromRss,
      ...(fromRss ? { rssSource: `https://news.example.com/hr/${slug(copy.title)}` } : {}),
      createdAt,
      updatedAt: createdAt,
    };
    return { key: { title: copy.title }, doc };
  });
  const blogs = await upsertByKey(Blog, records);

  const stored = await Blog.find({ title: { $in: records.map((r) => r.key.title) } })
    .select({ _id: 1, title: 1 })
    .lean();
  const idByTitle = new Map(stored.map((blog) => [blog.title, blog._id]));
  const comments = records.flatMap(({ doc }, n) => {
    const blog = idByTitle.get(doc.title);
    if (!blog || !doc.isPublished) return [];
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
  return {
    blogs,
    comments: await upsertByKey(Comment, comments, { blog: { $in: [...idByTitle.values()] } }),
  };
}
