"use client";
// The edit screen of a post: the shared editor pre-filled with the stored post, its status and
// preview link, and its revisions (components/posts/blog-revisions.tsx).
import { Link } from "@/components/ui/link";
import { PageSection } from "@/components/ui/page-section";
import { Spinner } from "@/components/ui/spinner";
import { buttonClass } from "@/components/ui/button";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { BlogCategory } from "@/lib/constants";
import type { EditableBlog } from "@/lib/posts/blog-admin";
import { toSiteDateTimeInput } from "@/lib/dates";
import { blogPath } from "@/lib/seo/urls";
import { toast } from "@/lib/toast";
import { BlogEditor, blogFormData, type BlogFormInput, type BlogSubmission } from "./blog-editor";
import { BlogRevisions } from "./blog-revisions";
import { BlogStatusBadge } from "./blog-status-badge";
import { useApiData, useRevalidateLists } from "../back-office/use-api-data";
import { useSession } from "../back-office/use-session";

function formValues(blog: EditableBlog): BlogFormInput {
  return {
    title: blog.title,
    subTitle: blog.subTitle,
    description: blog.description,
    category: blog.category as BlogCategory[],
    isPublished: blog.isPublished,
    publishAt: blog.status === "scheduled" && blog.publishAt ? toSiteDateTimeInput(blog.publishAt) : "",
    author: blog.author.name,
  };
}

export function EditBlogForm({ id }: { id: string }) {
  const { role } = useSession();
  const revalidate = useRevalidateLists();
  const { data, loading, error } = useApiData<ApiSuccess<{ blog: EditableBlog }>>(
    role ? `/api/${role}/blog/${id}` : null,
    "Failed to load the blog",
  );

  if (!data) {
    return loading ? (
      <Spinner label="Loading the blog" />
    ) : (
      <PageSection id="edit-blog" title="Edit blog">
        <p role="alert" className="text-slate-700">
          {error ?? "Blog not found"}
        </p>
      </PageSection>
    );
  }
  const { blog } = data;

  const save = async (submission: BlogSubmission) => {
    try {
      const result = await apiRequest(`/api/blog/update-blog/${id}`, {
        method: "PUT",
        body: blogFormData(submission),
        fallbackMessage: "Failed to save the blog",
      });
      toast.success(result.message ?? "Blog updated");
      await revalidate();
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, "Failed to save the blog"));
      return false;
    }
  };

  const toolbar = (
    <div className="flex flex-wrap items-center gap-3">
      <BlogStatusBadge status={blog.status} publishAt={blog.publishAt} />
      {blog.isFromRss && <span className="text-sm text-slate-600">Imported from RSS</span>}
      <Link href={`/profile/preview/${id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
        Preview
      </Link>
      {blog.status === "published" && (
        <Link href={blogPath(id)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          View article
        </Link>
      )}
    </div>
  );

  return (
    <div className="space-y-8">
      <BlogEditor
        // A save or a restore loads the stored post again: the editor starts from it.
        key={blog.updatedAt}
        headingId="edit-blog-heading"
        heading="Edit blog"
        initial={formValues(blog)}
        currentImage={blog.image}
        submitLabel="Save changes"
        busyLabel="Saving..."
        publishLabel="Published"
        onSave={save}
        toolbar={toolbar}
      />
      <BlogRevisions blogId={id} />
    </div>
  );
}
