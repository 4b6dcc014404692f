import { notFound } from "@/lib/errors";
import { route } from "@/lib/api/route";
import { findImage, imageBytes } from "@/lib/images/images";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/images/{id} – an uploaded image; immutable, so cached for a year with an ETag.
export const GET = route({ params: idParamsSchema, rateLimit: "imageRead" }, async ({ req, params }) => {
  const image = await findImage(params.id);
  if (!image) throw notFound("Image not found");
  const headers = {
    "Content-Type": image.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: image.etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (req.headers.get("if-none-match") === image.etag) return new Response(null, { status: 304, headers });
  return new Response(imageBytes(image.data), {
    headers: { ...headers, "Content-Length": String(image.size) },
  });
});
