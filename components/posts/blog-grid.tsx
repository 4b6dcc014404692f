// The card grid: 1 column on small screens, 2 on medium, 3 on large; an empty state otherwise. On the
// front page the first card is the lead story (wider, its cover loaded first).
import { BlogCard } from "@/components/posts/blog-card";
import type { BlogCard as BlogCardData } from "@/lib/posts/blogs";

export function BlogGrid({ blogs, leadFirst = false }: { blogs: BlogCardData[]; leadFirst?: boolean }) {
  if (blogs.length === 0) {
    return <p className="py-16 text-center text-slate-600">No blogs found.</p>;
  }
  return (
    <ul className="card-grid">
      {blogs.map((blog, index) => {
        const lead = leadFirst && index === 0;
        return (
          <li key={blog._id} className={lead ? "md:col-span-2" : undefined}>
            <BlogCard blog={blog} lead={lead} />
          </li>
        );
      })}
    </ul>
  );
}
