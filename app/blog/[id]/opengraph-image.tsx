// GET /blog/{id}/opengraph-image – the article's social card when it has no image of its own.
// It lives outside the (public) group so its URL has no hash suffix: the article page links it
// explicitly (og:image, twitter:image, BlogPosting.image) only when the post has no image.
import { ImageResponse } from "next/og";
import { CoverArt } from "@/components/posts/cover-art";
import { getPublishedBlog } from "@/lib/posts/blogs";
import { getSite } from "@/lib/seo/site";

export const alt = "Article card";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const blog = await getPublishedBlog(id);
  const { name } = getSite();
  return new ImageResponse(
    <CoverArt
      title={blog?.title ?? name}
      category={blog?.category[0] ?? "HR News"}
      siteName={name}
      width={size.width}
    />,
    size,
  );
}
