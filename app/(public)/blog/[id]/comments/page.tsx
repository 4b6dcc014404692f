// Every approved comment of a post, for the articles whose page shows only the newest
// (components/comments/comment-list.tsx). Cached like the article and expired with it.
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CommentList } from "@/components/comments/comment-list";
import { readAllArticleThreads, readArticle } from "@/lib/cache/public-cache";
import { pageMetadata } from "@/lib/seo/metadata";
import { blogPath } from "@/lib/seo/urls";

type PageProps = { params: Promise<{ id: string }> };

// As the article: cached until its comments change, re-rendered every minute for relative times.
export const revalidate = 60;
export const generateStaticParams = () => [];

const loadBlog = cache(readArticle);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const blog = await loadBlog((await params).id);
  if (!blog) return { title: "Not found", robots: { index: false } };
  // The article is the page to index; this one only lists its discussion.
  return pageMetadata({
    title: `Comments on ${blog.title}`,
    description: `Readers' comments on "${blog.title}".`,
    path: `${blogPath(blog._id)}/comments`,
    noindex: true,
  });
}

export default async function ArticleCommentsPage({ params }: PageProps) {
  const blog = await loadBlog((await params).id);
  if (!blog) notFound();
  const threads = await readAllArticleThreads(blog._id);
  const total = threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link
          href={blogPath(blog._id)}
          className="text-brand hover:text-brand-dark font-medium underline underline-offset-2"
        >
          ← {blog.title}
        </Link>
      </nav>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900">Comments on {blog.title}</h1>
      <div className="mt-6">
        <CommentList threads={threads} total={total} />
      </div>
    </div>
  );
}
