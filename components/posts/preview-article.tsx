"use client";
// /profile/preview/{id}: any post (draft and scheduled included) rendered by the public article's
// own component, under a bar saying it is not public yet. The data is read with the staff token,
// never from the public cache.
import { Link } from "@/components/ui/link";
import { ArticleView } from "@/components/posts/article-view";
import { buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { EditableBlog } from "@/lib/posts/blog-admin";
import { formatSiteDateTime, SITE_TIME_ZONE } from "@/lib/dates";
import { absoluteUrl, blogPath } from "@/lib/seo/urls";
import { useApiData } from "../back-office/use-api-data";
import { useSession } from "../back-office/use-session";

function barText(blog: EditableBlog): string {
  if (blog.status === "scheduled" && blog.publishAt)
    return `Scheduled for ${formatSiteDateTime(blog.publishAt)} (${SITE_TIME_ZONE})`;
  if (blog.status === "published") return "Preview — published";
  return "Preview — not published";
}

export function PreviewArticle({ id, siteUrl }: { id: string; siteUrl: string }) {
  const { role } = useSession();
  const { data, loading, error } = useApiData<ApiSuccess<{ blog: EditableBlog }>>(
    role ? `/api/${role}/blog/${id}` : null,
    "Failed to load the blog",
  );
  const blog = data?.blog;

  return (
    <div className="min-h-screen bg-white">
      <div
        role="status"
        className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6"
      >
        <p className="font-semibold">{blog ? barText(blog) : "Preview"}</p>
        <div className="flex gap-2">
          <Link
            href={`/profile/blogs/${id}/edit`}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Back to editing
          </Link>
          <Link href="/profile/blogsVault" className={buttonClass({ variant: "secondary", size: "sm" })}>
            Blogs Vault
          </Link>
        </div>
      </div>
      {blog ? (
        <main id="main">
          <ArticleView
            blog={{
              ...blog,
              createdAt: blog.publishAt && blog.status === "scheduled" ? blog.publishAt : blog.createdAt,
            }}
            url={absoluteUrl(siteUrl, blogPath(id))}
          />
        </main>
      ) : loading ? (
        <div className="flex justify-center p-10">
          <Spinner label="Loading the preview" />
        </div>
      ) : (
        <p role="alert" className="p-10 text-center text-slate-700">
          {error ?? "Blog not found"}
        </p>
      )}
    </div>
  );
}
