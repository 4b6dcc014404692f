// The article page: date, title, subtitle, author, image, body, comments, comment form, sharing.
import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ArticleBody } from "@/components/blog/article-body";
import { CommentForm } from "@/components/blog/comment-form";
import { CommentList } from "@/components/blog/comment-list";
import { ShareButtons } from "@/components/blog/share-buttons";
import { getPublishedBlog } from "@/lib/data/blogs";
import { listApprovedComments } from "@/lib/data/comments";
import { getEnv } from "@/lib/env";
import { formatLongDate, isoDate } from "@/lib/format";
import { truncateText } from "@/lib/html/text";

type PageProps = { params: Promise<{ id: string }> };

const loadBlog = cache((id: string) => getPublishedBlog(id));

/** Images the optimizer may fetch: our own uploads and https sources (next.config.ts). */
const optimizable = (src: string) => src.startsWith("/api/images/") || src.startsWith("https://");

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  const blog = await loadBlog(id);
  if (!blog) return { title: "Not found", robots: { index: false } };
  const description = blog.subTitle || truncateText(blog.excerpt, 160);
  const url = `/blog/${blog._id}`;
  const images = blog.image ? [{ url: blog.image, alt: blog.title }] : undefined;
  return {
    title: blog.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      title: blog.title,
      description,
      url,
      siteName: getEnv().NEXT_PUBLIC_SITE_NAME,
      publishedTime: blog.createdAt,
      modifiedTime: blog.updatedAt,
      authors: blog.author.name ? [blog.author.name] : undefined,
      images,
    },
    twitter: { card: images ? "summary_large_image" : "summary", title: blog.title, description, images },
  };
}

export default async function ArticlePage({ params }: PageProps) {
  const { id } = await params;
  const blog = await loadBlog(id);
  if (!blog) notFound();
  const comments = await listApprovedComments(blog._id);
  const url = new URL(`/blog/${blog._id}`, getEnv().NEXT_PUBLIC_SITE_URL).toString();

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="text-center">
        <p className="text-sm font-semibold text-brand">
          Published on <time dateTime={isoDate(blog.createdAt)}>{formatLongDate(blog.createdAt)}</time>
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{blog.title}</h1>
        {blog.subTitle ? <p className="mt-4 text-lg text-slate-700">{blog.subTitle}</p> : null}
        {blog.author.name ? <p className="mt-4 text-sm font-medium text-slate-700">By {blog.author.name}</p> : null}
      </header>

      {blog.image ? (
        <div className="relative mt-8 aspect-video w-full overflow-hidden rounded-xl bg-slate-100">
          <Image
            src={blog.image}
            alt={blog.title}
            fill
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            unoptimized={!optimizable(blog.image)}
            className="object-cover"
          />
        </div>
      ) : null}

      <div className="mt-10">
        <ArticleBody html={blog.description} />
      </div>

      <div className="mt-10 border-t border-slate-200 pt-6">
        <ShareButtons url={url} />
      </div>

      <div className="mt-10 border-t border-slate-200 pt-8">
        <CommentList comments={comments} />
        <CommentForm blogId={blog._id} />
      </div>
    </article>
  );
}
