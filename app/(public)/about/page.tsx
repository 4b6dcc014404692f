// /about: About Us, cached until the About record is saved (a day at most).
import type { Metadata } from "next";
import { ContactLinks } from "@/components/site/contact-links";
import { RichHtml } from "@/components/ui/rich-html";
import { isBuildPhase } from "@/lib/server/build-phase";
import { readAbout } from "@/lib/cache/public-cache";
import { htmlToText } from "@/lib/html/text";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { metaDescription } from "@/lib/seo/urls";

export const revalidate = 86400;

export async function generateMetadata(): Promise<Metadata> {
  const record = isBuildPhase() ? null : await readAbout();
  const text = record?.about ? htmlToText(record.about) : "";
  return pageMetadata({
    title: "About Us",
    description: metaDescription(text || `Who we are at ${getSite().name} and how to reach us.`),
    path: "/about",
  });
}

export default async function AboutPage() {
  if (isBuildPhase()) return null;
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
