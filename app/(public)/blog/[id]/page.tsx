// The article page: date, title, subtitle, author, image, body, comments, comment form, sharing.
import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { cache } from "react";
import { RichHtml } from "@/components/ui/rich-html";
import { CommentForm } from "@/components/blog/comment-form";
import { CommentList } from "@/components/blog/comment-list";
import { ShareButtons } from "@/components/blog/share-buttons";
import { readArticle, readArticleComments } from "@/lib/data/public-cache";
import { JsonLd } from "@/components/ui/json-ld";
import { formatLongDate, isoDate } from "@/lib/dates";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { absoluteUrl, blogOgImagePath, blogPath, metaDescription } from "@/lib/seo/urls";

type PageProps = { params: Promise<{ id: string }> };

// Rendered on first request and cached until the post or its comments change; re-rendered in the
// background every minute so the comments' relative times ("5 minutes ago") stay true.
export const revalidate = 60;
export const generateStaticParams = () => [];

const loadBlog = cache(readArticle);

/** Images the optimizer may fetch: our own uploads and https sources (next.config.ts). */
const optimizable = (src: string) => src.startsWith("/api/images/") || src.startsWith("https://");

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  const blog = await loadBlog(id);
  if (!blog) return { title: "Not found", robots: { index: false } };
  return pageMetadata({
    title: blog.title,
    description: metaDescription(blog.subTitle || blog.excerpt || blog.title),
    path: blogPath(blog._id),
    type: "article",
    // Without an image of its own, the generated card (app/blog/[id]/opengraph-image.tsx).
    images: [
      blog.image
        ? { url: blog.image, alt: blog.title }
        : { url: blogOgImagePath(blog._id), alt: blog.title, width: 1200, height: 630 },
    ],
    article: {
      publishedTime: blog.createdAt,
      modifiedTime: blog.updatedAt,
      authors: blog.author.name ? [blog.author.name] : undefined,
      tags: blog.category,
    },
  });
}

export default async function ArticlePage({ params }: PageProps) {
  const { id } = await params;
  const blog = await loadBlog(id);
  if (!blog) notFound();
  const { comments, total } = await readArticleComments(blog._id);
  const site = getSite();
  const url = absoluteUrl(site.url, blogPath(blog._id));

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={blogPostingJsonLd(site, {
          _id: blog._id,
          title: blog.title,
          description: metaDescription(blog.subTitle || blog.excerpt || blog.title, 300),
          image: blog.image,
          authorName: blog.author.name,
          createdAt: blog.createdAt,
          updatedAt: blog.updatedAt,
          categories: blog.category,
          fallbackImage: blogOgImagePath(blog._id),
        })}
      />
      <header className="text-center">
        <p className="text-brand text-sm font-semibold">
          Published on <time dateTime={isoDate(blog.createdAt)}>{formatLongDate(blog.createdAt)}</time>
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {blog.title}
        </h1>
        {blog.subTitle ? <p className="mt-4 text-lg text-slate-700">{blog.subTitle}</p> : null}
        {blog.author.name ? (
          <p className="mt-4 text-sm font-medium text-slate-700">By {blog.author.name}</p>
        ) : null}
      </header>

      {blog.image ? (
        <div className="relative mt-8 aspect-video w-full overflow-hidden rounded-xl bg-slate-100">
          <Image
            src={blog.image}
            alt={blog.title}
            fill
            preload
            sizes="(min-width: 768px) 768px, 100vw"
            unoptimized={!optimizable(blog.image)}
            className="object-cover"
          />
        </div>
      ) : null}

      <div className="mt-10">
        <RichHtml html={blog.description} />
      </div>

      <div className="mt-10 border-t border-slate-200 pt-6">
        <ShareButtons url={url} />
      </div>

      <div className="mt-10 border-t border-slate-200 pt-8">
        <CommentList comments={comments} total={total} allCommentsHref={`${blogPath(blog._id)}/comments`} />
        <CommentForm blogId={blog._id} />
      </div>
    </article>
  );
}
