"use client";
// Blogs Vault: "All blogs", every blog (published, scheduled or not), one server page at a time,
// optionally one author's.
import { useState } from "react";
import { INPUT_CLASS } from "@/components/ui/field";
import { PageSection } from "@/components/ui/page-section";
import { Spinner } from "@/components/ui/spinner";
import type { ApiSuccess } from "@/lib/api/api-client";
import { ADMIN_BLOG_PAGE_SIZE } from "@/lib/constants";
import type { StaffBlogPage } from "@/lib/posts/blog-admin";
import { BlogTable } from "./blog-table";
import { useApiData } from "../back-office/use-api-data";
import { LoadError } from "@/components/ui/load-error";
import { useSession } from "../back-office/use-session";

export function BlogsVault() {
  const { role } = useSession();
  const [page, setPage] = useState(1);
  const [author, setAuthor] = useState("");
  const authorQuery = author ? `&author=${encodeURIComponent(author)}` : "";
  const { data, loading, error, reload } = useApiData<ApiSuccess<StaffBlogPage>>(
    role ? `/api/${role}/blogs?page=${page}&limit=${ADMIN_BLOG_PAGE_SIZE}${authorQuery}` : null,
    "Failed to fetch blogs",
  );
  const totalPages = data?.pagination.totalPages ?? 0;
  // Deleting the last blog of the last page leaves an empty page: step back.
  const shownPage = totalPages > 0 && page > totalPages ? totalPages : page;
  if (shownPage !== page) setPage(shownPage);

  return (
    <PageSection
      id="blogs-vault"
      title="All blogs"
      actions={
        <div className="flex w-72 items-center gap-2">
          <label htmlFor="blogs-author" className="text-sm font-medium text-slate-700">
            Author
          </label>
          <select
            id="blogs-author"
            className={INPUT_CLASS}
            value={author}
            onChange={(event) => {
              setAuthor(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All authors</option>
            {(data?.authors ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {author && !(data?.authors ?? []).includes(author) && <option value={author}>{author}</option>}
          </select>
        </div>
      }
    >
      {!data ? (
        error ? (
          <LoadError message={error} onRetry={reload} />
        ) : loading ? (
          <Spinner label="Loading blogs" />
        ) : null
      ) : (
        <BlogTable
          blogs={data.blogs}
          firstNumber={(page - 1) * ADMIN_BLOG_PAGE_SIZE + 1}
          caption="All blogs"
          pages={{ page, totalPages, onPageChange: setPage, disabled: loading }}
        />
      )}
    </PageSection>
  );
}
