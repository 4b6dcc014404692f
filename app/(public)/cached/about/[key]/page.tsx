// About Us, cached until the About record is saved: what `/about` serves (next.config.ts rewrites it
// to /cached/about/main; a path parameter keeps the page out of the build, which has no database).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactLinks } from "@/components/about/contact-links";
import { RichHtml } from "@/components/ui/rich-html";
import { readAbout } from "@/lib/data/public-cache";
import { htmlToText } from "@/lib/html/text";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { metaDescription } from "@/lib/seo/urls";

type PageProps = { params: Promise<{ key: string }> };

// Rendered on first request, then served from the cache until a write expires it (a day at most).
export const revalidate = 86400;
export const generateStaticParams = () => [];

async function assertKnownKey(params: PageProps["params"]): Promise<void> {
  if ((await params).key !== "main") notFound();
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await assertKnownKey(params);
  const record = await readAbout();
  const text = record?.about ? htmlToText(record.about) : "";
  return pageMetadata({
    title: "About Us",
    description: metaDescription(text || `Who we are at ${getSite().name} and how to reach us.`),
    path: "/about",
  });
}

export default async function CachedAboutPage({ params }: PageProps) {
  await assertKnownKey(params);
  const record = await readAbout();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">About Us</h1>
      {record?.about ? (
        <RichHtml html={record.about} className="mt-6" />
      ) : (
        <p className="mt-6 text-slate-700">More about us is coming soon.</p>
      )}
      {record ? <ContactLinks record={record} /> : null}
    </div>
  );
}
