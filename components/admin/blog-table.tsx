"use client";
// The staff blog table (Dashboard "Latest Blogs" and Blogs Vault): #, title, date, status and
// the publish/unpublish and delete actions. Date and Status are hidden on small screens.
import { useState } from "react";
import { formatSiteDate } from "@/lib/dates";
import { useStaffAction } from "./use-api-data";

export type BlogRow = { _id: string; title: string; createdAt: string; isPublished: boolean };

export const DELETE_BLOG_CONFIRMATION = "Are you sure you want to delete this blog?";

type BlogTableProps = { blogs: BlogRow[]; firstNumber?: number; onChanged: () => void; caption: string };

export function BlogTable({ blogs, firstNumber = 1, onChanged, caption }: BlogTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs uppercase text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3">#</th>
            <th scope="col" className="px-3 py-3">Blog Title</th>
            <th scope="col" className="hidden px-3 py-3 md:table-cell">Date</th>
            <th scope="col" className="hidden px-3 py-3 md:table-cell">Status</th>
            <th scope="col" className="px-3 py-3">Actions</th>
          </tr>
        </thead>
        <tbody>
          {blogs.map((blog, index) => (
            <BlogTableRow key={blog._id} blog={blog} number={firstNumber + index} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BlogTableRow({ blog, number, onChanged }: { blog: BlogRow; number: number; onChanged: () => void }) {
  const runAction = useStaffAction();
  const [busy, setBusy] = useState(false);

  const act = async (path: string, fallback: string) => {
    setBusy(true);
    const done = await runAction(path, fallback);
    setBusy(false);
    if (done) onChanged();
  };

  const toggle = () => act(`/api/blog/toggle-publish/${blog._id}`, "Failed to update the blog");
  const remove = () => {
    if (!window.confirm(DELETE_BLOG_CONFIRMATION)) return;
    void act(`/api/blog/delete/${blog._id}`, "Failed to delete the blog");
  };

  return (
    <tr className="border-t border-slate-200">
      <td className="px-3 py-3 text-slate-700">{number}</td>
      <td className="px-3 py-3 font-medium text-slate-900">{blog.title}</td>
      <td className="hidden px-3 py-3 text-slate-700 md:table-cell">{formatSiteDate(blog.createdAt)}</td>
      <td className="hidden px-3 py-3 md:table-cell">
        <span className={blog.isPublished ? "text-green-700" : "text-orange-700"}>
          {blog.isPublished ? "Published" : "Unpublished"}
        </span>
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={toggle}
            disabled={busy}
            aria-label={`${blog.isPublished ? "Unpublish" : "Publish"} ${blog.title}`}
            className="rounded border border-slate-300 px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50"
          >
            {blog.isPublished ? "Unpublish" : "Publish"}
          </button>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            aria-label={`Delete ${blog.title}`}
            className="rounded border border-red-300 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
