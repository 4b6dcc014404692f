// /privacy and /terms: a legal text staff write in Manage About, cached like the About page.
import type { Metadata } from "next";
import { RichHtml } from "@/components/ui/rich-html";
import { readAbout } from "@/lib/cache/public-cache";
import { htmlToText } from "@/lib/html/text";
import { isBuildPhase } from "@/lib/server/build-phase";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { metaDescription } from "@/lib/seo/urls";

export type LegalPageKind = "privacy" | "terms";

const TITLES: Record<LegalPageKind, string> = { privacy: "Privacy policy", terms: "Terms of use" };

export async function legalPageMetadata(kind: LegalPageKind): Promise<Metadata> {
  const record = isBuildPhase() ? null : await readAbout();
  const text = record?.[kind] ? htmlToText(record[kind]) : "";
  return pageMetadata({
    title: TITLES[kind],
    description: metaDescription(text || `${TITLES[kind]} of ${getSite().name}.`),
    path: `/${kind}`,
  });
}

export async function LegalPage({ kind }: { kind: LegalPageKind }) {
  if (isBuildPhase()) return null;
  const record = await readAbout();
  const contact = record?.contactInfo.email;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{TITLES[kind]}</h1>
      {record?.[kind] ? (
        <RichHtml html={record[kind]} className="mt-6" />
      ) : (
        <p className="mt-6 text-slate-700">
          This page is being written.
          {contact ? (
            <>
              {" "}
              Until then, write to{" "}
              <a href={`mailto:${contact}`} className="text-brand underline underline-offset-2">
                {contact}
              </a>{" "}
              with any question.
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
