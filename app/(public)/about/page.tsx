import type { Metadata } from "next";
import { ContactLinks } from "@/components/about/contact-links";
import { RichHtml } from "@/components/ui/rich-html";
import { getAbout } from "@/lib/data/website";
import { htmlToText } from "@/lib/html/text";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { metaDescription } from "@/lib/seo/urls";

export async function generateMetadata(): Promise<Metadata> {
  const record = await getAbout();
  const text = record?.about ? htmlToText(record.about) : "";
  return pageMetadata({
    title: "About Us",
    description: metaDescription(text || `Who we are at ${getSite().name} and how to reach us.`),
    path: "/about",
  });
}

// The About text changes in the back-office; read it on every request.
export const dynamic = "force-dynamic";

export default async function AboutPage() {
  const record = await getAbout();
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
