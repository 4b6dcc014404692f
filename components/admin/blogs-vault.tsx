"use client";
// Blogs Vault: "All blogs", every blog (published or not), one server page at a time.
import { useState } from "react";
import { BlogTable, type BlogRow } from "./blog-table";
import { PaginationControls } from "./pagination-controls";
import { Spinner } from "./spinner";
import { useApiData } from "./use-api-data";
import { useSession } from "./use-session";
import { ADMIN_BLOG_PAGE_SIZE } from "@/lib/constants";

type BlogsResponse = { success: boolean; blogs: BlogRow[]; pagination: { total: number; totalPages: number } };

export function BlogsVault() {
  const { role } = useSession();
  const [page, setPage] = useState(1);
  const { data, loading, reload } = useApiData<BlogsResponse>(
    role ? `/api/${role}/blogs?page=${page}&limit=${ADMIN_BLOG_PAGE_SIZE}` : null,
    "Failed to fetch blogs",
  );
  const totalPages = data?.pagination.totalPages ?? 0;
  // Deleting the last blog of the last page leaves an empty page: step back.
  const shownPage = totalPages > 0 && page > totalPages ? totalPages : page;
  if (shownPage !== page) setPage(shownPage);

  return (
    <section aria-labelledby="blogs-vault-heading" className="space-y-4">
      <h1 id="blogs-vault-heading" className="text-2xl font-bold text-slate-900">
        All blogs
      </h1>
      {!data && loading ? (
        <Spinner label="Loading blogs" />
      ) : data && data.blogs.length === 0 ? (
        <p className="text-slate-600">No blogs found.</p>
      ) : data ? (
        <>
          <BlogTable
            blogs={data.blogs}
            firstNumber={(page - 1) * ADMIN_BLOG_PAGE_SIZE + 1}
            onChanged={reload}
            caption="All blogs"
          />
          {totalPages > 1 && <PaginationControls page={page} totalPages={totalPages} onPage={setPage} disabled={loading} />}
        </>
      ) : null}
    </section>
  );
}
