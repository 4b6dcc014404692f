// GET /blog/{id}/cover?v=… – the listing card's cover of a post without an image (a small social
// card: components/posts/cover-art.tsx). The version in the URL changes with the title and category,
// so the image is cached for a year; an unknown or hidden post is 404.
import { ImageResponse } from "next/og";
import { CoverArt } from "@/components/posts/cover-art";
import { readArticle } from "@/lib/cache/public-cache";
import { getSite } from "@/lib/seo/site";

const WIDTH = 640;
const HEIGHT = 336;

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const blog = await readArticle(id);
  if (!blog) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const { name } = getSite();
  return new ImageResponse(
    <CoverArt title={blog.title} category={blog.category[0] ?? "HR News"} siteName={name} width={WIDTH} />,
    // Cache-Control: next.config.ts (a route's own header loses to the config's public-page rule).
    { width: WIDTH, height: HEIGHT },
  );
}
