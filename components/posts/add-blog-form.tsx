"use client";
// Add blogs: the shared editor (components/posts/blog-editor.tsx), sent as multipart to
// /api/blog/add-blog.
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { BlogEditor, blogFormData, type BlogSubmission } from "./blog-editor";

export function AddBlogForm() {
  const save = async (submission: BlogSubmission) => {
    try {
      const result = await apiRequest("/api/blog/add-blog", {
        method: "POST",
        body: blogFormData(submission),
        fallbackMessage: "Failed to add the blog",
      });
      toast.success(result.message ?? "Blog added");
      return true;
    } catch (error) {
      toast.error(errorMessage(error, "Failed to add the blog"));
      return false;
    }
  };

  return (
    <BlogEditor
      headingId="add-blog-heading"
      heading="Add blogs"
      submitLabel="Add Blog"
      busyLabel="Adding..."
      onSave={save}
      resetAfterSave
    />
  );
}
