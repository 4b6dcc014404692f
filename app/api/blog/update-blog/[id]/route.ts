import { invalid } from "@/lib/errors";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { updateBlog } from "@/lib/posts/blog-admin";
import { deleteStoredImage, imageFromForm, saveUploadedImage } from "@/lib/images/images";
import { updateBlogFieldSchema } from "@/lib/posts/blog-admin-schemas";
import { idParamsSchema } from "@/lib/common-schemas";

// PUT /api/blog/update-blog/{id} – saves an edit (multipart like add-blog: `blog` JSON, optional `image`)
export const PUT = route(
  { auth: "staff", multipart: true, params: idParamsSchema },
  async ({ form, params, user }) => {
    const field = form!.get("blog");
    if (field !== null && typeof field !== "string") throw invalid("The blog field must be a JSON string");
    const input = updateBlogFieldSchema.parse(field ?? undefined);
    const file = imageFromForm(form!, "image");
    const image = file ? await saveUploadedImage(file) : undefined;
    let blog;
    try {
      blog = await updateBlog(params.id, input, user, image);
    } catch (error) {
      // Nothing saved (an unknown post): the upload must not stay behind.
      if (image) await deleteStoredImage(image);
      throw error;
    }
    const message = blog.status === "scheduled" ? "Blog saved and scheduled" : "Blog updated successfully";
    return ok(message, { blog });
  },
);
