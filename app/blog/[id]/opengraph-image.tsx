// GET /blog/{id}/opengraph-image – the article's social card when it has no image of its own.
// It lives outside the (public) group so its URL has no hash suffix: the article page links it
// explicitly (og:image, twitter:image, BlogPosting.image) only when the post has no image.
import { ImageResponse } from "next/og";
import { getPublishedBlog } from "@/lib/posts/blogs";
import { getSite } from "@/lib/seo/site";

export const alt = "Article card";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const blog = await getPublishedBlog(id);
  const { name } = getSite();
  const title = blog?.title ?? name;
  const category = blog?.category[0] ?? "HR News";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", fontSize: 32, fontWeight: 600, opacity: 0.9 }}>{category}</div>
      <div
        style={{ display: "flex", fontSize: title.length > 80 ? 52 : 68, fontWeight: 800, lineHeight: 1.15 }}
      >
        {title.length > 140 ? `${title.slice(0, 137)}…` : title}
      </div>
      <div style={{ display: "flex", fontSize: 30, fontWeight: 600 }}>{name}</div>
    </div>,
    size,
  );
}
