// The article page: date, title, subtitle, author, image, body, comments, comment form, sharing.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ArticleView } from "@/components/posts/article-view";
import { CommentForm } from "@/components/comments/comment-form";
import { CommentList } from "@/components/comments/comment-list";
import { OwnPendingComments } from "@/components/comments/own-pending-comments";
import { readArticle, readArticleComments } from "@/lib/cache/public-cache";
import { JsonLd } from "@/components/seo/json-ld";
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
  const { threads, total, threadCount } = await readArticleComments(blog._id);
  const site = getSite();
  const url = absoluteUrl(site.url, blogPath(blog._id));

  return (
    <ArticleView
      blog={blog}
      url={url}
      head={
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
            commentCount: total,
          })}
        />
      }
      comments={
        <>
          <CommentList
            threads={threads}
            total={total}
            threadCount={threadCount}
            allCommentsHref={`${blogPath(blog._id)}/comments`}
          />
          <OwnPendingComments blogId={blog._id} />
          <CommentForm blogId={blog._id} />
        </>
      }
    />
  );
}
