import { invalid } from "@/lib/errors";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createBlog } from "@/lib/posts/blog-admin";
import { imageFromForm, saveUploadedImage } from "@/lib/images/images";
import { createBlogFieldSchema } from "@/lib/posts/blog-admin-schemas";

// POST /api/blog/add-blog – a new blog from the back-office (multipart: `blog` JSON, optional `image`)
export const POST = route({ auth: "staff", multipart: true }, async ({ form, user }) => {
  const field = form!.get("blog");
  if (field !== null && typeof field !== "string") throw invalid("The blog field must be a JSON string");
  const input = createBlogFieldSchema.parse(field ?? undefined);
  const file = imageFromForm(form!, "image");
  const image = file ? await saveUploadedImage(file) : undefined;
  const blog = await createBlog(input, user, image);
  return ok("Blog added successfully", { blog }, { status: 201 });
});
