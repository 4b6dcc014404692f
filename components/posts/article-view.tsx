// The article as readers see it: date, title, subtitle, author, image, body, sharing and the
// comments slot. The public page and the staff preview (/profile/preview/{id}) both render it.
import Image from "next/image";
import type { ReactNode } from "react";
import { ShareButtons } from "@/components/posts/share-buttons";
import { RichHtml } from "@/components/ui/rich-html";
import { formatLongDate, isoDate } from "@/lib/dates";

export type ArticleViewBlog = {
  title: string;
  /** Free tags (imported posts); none on most posts. */
  tags?: string[];
  subTitle: string;
  description: string;
  image: string | null;
  author: { name: string };
  createdAt: string;
};

/** Images the optimizer may fetch: our own uploads and https sources (next.config.ts). */
const optimizable = (src: string) => src.startsWith("/api/images/") || src.startsWith("https://");

export function ArticleView({
  blog,
  url,
  head,
  comments,
}: {
  blog: ArticleViewBlog;
  /** The public address the share buttons carry. */
  url: string;
  /** Before the header (the page's JSON-LD). */
  head?: ReactNode;
  /** After sharing: the comments and the comment form. */
  comments?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {head}
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

      {blog.tags && blog.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2">
          {blog.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-10 border-t border-slate-200 pt-6">
        <ShareButtons url={url} />
      </div>

      {comments ? <div className="mt-10 border-t border-slate-200 pt-8">{comments}</div> : null}
    </article>
  );
}
