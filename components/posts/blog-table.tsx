"use client";
// The staff blog table (Dashboard "Latest Blogs" and Blogs Vault): #, title, date, status and
// the edit, preview, publish/unpublish and delete actions. Date and Status are hidden on small screens.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Table, type Column, type TablePages } from "@/components/ui/table";
import type { AdminBlogRow } from "@/lib/posts/blog-admin";
import { formatSiteDate } from "@/lib/dates";
import { BlogStatusBadge } from "./blog-status-badge";
import { useStaffAction } from "../back-office/use-api-data";

export const DELETE_BLOG_CONFIRMATION = "Are you sure you want to delete this blog?";

type BlogTableProps = {
  blogs: AdminBlogRow[];
  firstNumber?: number;
  caption: string;
  emptyMessage?: string;
  pages?: TablePages;
};

export function BlogTable({
  blogs,
  firstNumber = 1,
  caption,
  emptyMessage = "No blogs found.",
  pages,
}: BlogTableProps) {
  const columns: Column<AdminBlogRow>[] = [
    { header: "#", cell: (_blog, index) => firstNumber + index },
    {
      header: "Blog Title",
      cell: (blog) => <span className="font-medium text-slate-900">{blog.title}</span>,
    },
    { header: "Date", hideBelow: "md", cell: (blog) => formatSiteDate(blog.createdAt) },
    {
      header: "Status",
      hideBelow: "md",
      cell: (blog) => <BlogStatusBadge status={blog.status} publishAt={blog.publishAt} />,
    },
    { header: "Actions", cell: (blog) => <BlogActions blog={blog} /> },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={blogs}
      rowKey={(blog) => blog._id}
      emptyMessage={emptyMessage}
      pages={pages}
    />
  );
}

function BlogActions({ blog }: { blog: AdminBlogRow }) {
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);

  const act = async (path: string, fallback: string) => {
    setBusy(true);
    await runAction(path, fallback);
    setBusy(false);
  };

  const remove = async () => {
    if (await confirm(DELETE_BLOG_CONFIRMATION))
      await act(`/api/blog/delete/${blog._id}`, "Failed to delete the blog");
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/profile/blogs/${blog._id}/edit`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        aria-label={`Edit ${blog.title}`}
      >
        Edit
      </Link>
      <Link
        href={`/profile/preview/${blog._id}`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        aria-label={`Preview ${blog.title}`}
      >
        Preview
      </Link>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => act(`/api/blog/toggle-publish/${blog._id}`, "Failed to update the blog")}
        disabled={busy}
        aria-label={`${blog.isPublished ? "Unpublish" : "Publish"} ${blog.title}`}
      >
        {blog.isPublished ? "Unpublish" : "Publish"}
      </Button>
      <Button variant="danger" size="sm" onClick={remove} disabled={busy} aria-label={`Delete ${blog.title}`}>
        Delete
      </Button>
      {dialog}
    </div>
  );
}
