// A blog card: title, text excerpt, "Read more" and the publication date. The title link covers
// the whole card; an imported RSS post opens its source in a new tab instead.
import { IntentPrefetchLink } from "@/components/ui/intent-prefetch-link";
import { LinkPending } from "@/components/blog/link-pending";
import type { BlogCard as BlogCardData } from "@/lib/data/blogs";
import { BLOG_CARD_EXCERPT_LENGTH } from "@/lib/constants";
import { formatSiteDate, isoDate } from "@/lib/dates";
import { truncateText } from "@/lib/html/text";

const STRETCHED = "after:absolute after:inset-0 after:content-['']";

function externalSource(blog: BlogCardData): string | null {
  if (!blog.isFromRss || !blog.rssSource) return null;
  return /^https?:\/\//i.test(blog.rssSource) ? blog.rssSource : null;
}

export function BlogCard({ blog }: { blog: BlogCardData }) {
  const source = externalSource(blog);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-brand hover:-translate-y-0.5 hover:shadow-md">
      <h2 className="text-lg leading-snug font-semibold text-slate-900">
        {source ? (
          <a href={source} target="_blank" rel="noopener noreferrer" className={`${STRETCHED} focus:outline-none`}>
            {blog.title}
            <span className="sr-only"> (opens the source in a new tab)</span>
          </a>
        ) : (
          <IntentPrefetchLink href={`/blog/${blog._id}`} className={`${STRETCHED} focus:outline-none`}>
            {blog.title}
            <LinkPending />
          </IntentPrefetchLink>
        )}
      </h2>
      <p className="mt-3 flex-1 text-sm text-slate-700">{truncateText(blog.excerpt, BLOG_CARD_EXCERPT_LENGTH)}</p>
      <p className="mt-4 text-sm font-semibold text-brand" aria-hidden="true">
        Read more
      </p>
      <p className="mt-2 text-xs text-slate-600">
        Published on: <time dateTime={isoDate(blog.createdAt)}>{formatSiteDate(blog.createdAt)}</time>
      </p>
    </article>
  );
}
