// A blog card: its cover (the post's image, or its generated cover), title, text excerpt, "Read
// more" and the publication date. The title link covers the whole card; an imported RSS post opens
// its source in a new tab instead. No client code: a plain link to a cached page (nothing to
// hydrate, nothing in the inline payload but the markup). The lead card (the newest post on the home
// page) is wider; a post's own image loads first there and lazily on the other cards.
import { CardCover } from "@/components/posts/card-cover";
import type { BlogCard as BlogCardData } from "@/lib/posts/blogs";
import { BLOG_CARD_EXCERPT_LENGTH } from "@/lib/constants";
import { formatSiteDate, isoDate } from "@/lib/dates";
import { truncateText } from "@/lib/html/text";

function externalSource(blog: BlogCardData): string | null {
  if (!blog.isFromRss || !blog.rssSource) return null;
  return /^https?:\/\//i.test(blog.rssSource) ? blog.rssSource : null;
}

export function BlogCard({ blog, lead = false }: { blog: BlogCardData; lead?: boolean }) {
  const source = externalSource(blog);
  return (
    // Styles: .blog-card in app/globals.css (short classes keep the 30 cards of a listing light).
    <article className={lead ? "blog-card lead" : "blog-card"}>
      <CardCover image={blog.image} category={blog.category[0]} lead={lead} />
      {/* The generated cover already names the category. */}
      {lead && blog.image && blog.category[0] ? <p className="kicker">{blog.category[0]}</p> : null}
      <h2>
        {source ? (
          <a href={source} target="_blank" rel="noopener noreferrer">
            {blog.title}
            <span className="sr-only"> (opens the source in a new tab)</span>
          </a>
        ) : (
          <a href={`/blog/${blog._id}`}>{blog.title}</a>
        )}
      </h2>
      <p className="excerpt">{truncateText(blog.excerpt, BLOG_CARD_EXCERPT_LENGTH)}</p>
      <p className="more" aria-hidden="true">
        Read more
      </p>
      <p className="date">
        Published on: <time dateTime={isoDate(blog.createdAt)}>{formatSiteDate(blog.createdAt)}</time>
      </p>
    </article>
  );
}
