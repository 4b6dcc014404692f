// Page metadata in one shape: title, description, canonical, the RSS link, Open Graph and Twitter tags.
// Next replaces a whole top-level key (alternates, openGraph) when a page sets it, so every page builds
// all of them here rather than relying on the root layout's values.
import type { Metadata } from "next";
import { getSite } from "@/lib/seo/site";

type PageMetadataInput = {
  /** The page's own title; the root template adds "| {site name}". */
  title: string;
  description: string;
  /** Canonical path ("/jobs/…"), resolved against NEXT_PUBLIC_SITE_URL by metadataBase. */
  path: string;
  type?: "website" | "article";
  /** Social preview images; absent: none. */
  images?: { url: string; alt: string; width?: number; height?: number }[];
  noindex?: boolean;
  article?: { publishedTime: string; modifiedTime: string; authors?: string[]; tags?: string[] };
  /** A feed of this page's own list (a category's), linked before the site-wide one. */
  feed?: { url: string; title: string };
};

export function pageMetadata(input: PageMetadataInput): Metadata {
  const { name } = getSite();
  const fullTitle = `${input.title} | ${name}`;
  const feed = {
    "application/rss+xml": [
      ...(input.feed ? [input.feed] : []),
      { url: "/feed.xml", title: `${name} RSS feed` },
    ],
  };
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path, types: feed },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: input.type ?? "website",
      title: fullTitle,
      description: input.description,
      url: input.path,
      siteName: name,
      locale: "en_GB",
      ...(input.images ? { images: input.images } : {}),
      ...(input.type === "article" && input.article ? input.article : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: input.description,
      ...(input.images ? { images: input.images.map((image) => image.url) } : {}),
    },
  };
}
