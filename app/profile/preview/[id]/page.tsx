import type { Metadata } from "next";
import { PreviewArticle } from "@/components/posts/preview-article";
import { getSite } from "@/lib/seo/site";

// Never cached (the profile layout renders per request) and never indexed.
export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

type PageProps = { params: Promise<{ id: string }> };

export default async function PreviewPage({ params }: PageProps) {
  const { id } = await params;
  return <PreviewArticle id={id} siteUrl={getSite().url} />;
}
