// The Contact Us row: an icon link for each social profile and the e-mail, shown only when set.
import type { ReactNode } from "react";
import type { AboutRecord } from "@/lib/site/website";
import { buttonClass } from "@/components/ui/button";

const ICONS: Record<"linkedin" | "instagram" | "facebook" | "email", ReactNode> = {
  linkedin: (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11.5H3V9.75Zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1v5.85h-4v-5.2c0-1.24-.02-2.83-1.72-2.83-1.73 0-2 1.35-2 2.74v5.29h-4V9.75Z" />
  ),
  instagram: (
    <path d="M12 2.2c3.2 0 3.58 0 4.85.07 3.25.15 4.77 1.69 4.92 4.92.06 1.27.07 1.65.07 4.85s0 3.58-.07 4.85c-.15 3.23-1.66 4.77-4.92 4.92-1.27.06-1.65.07-4.85.07s-3.58 0-4.85-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.17 15.58 2.16 15.2 2.16 12s0-3.58.07-4.85C2.38 3.92 3.9 2.38 7.15 2.23 8.42 2.17 8.8 2.16 12 2.16Zm0 4.86a4.94 4.94 0 1 0 0 9.88 4.94 4.94 0 0 0 0-9.88Zm0 8.15a3.21 3.21 0 1 1 0-6.42 3.21 3.21 0 0 1 0 6.42Zm5.14-9.5a1.15 1.15 0 1 0 0 2.3 1.15 1.15 0 0 0 0-2.3Z" />
  ),
  facebook: (
    <path d="M22 12.06C22 6.5 17.52 2 12 2S2 6.5 2 12.06c0 5 3.66 9.15 8.44 9.94v-7.03H7.9v-2.9h2.54V9.85c0-2.52 1.49-3.9 3.78-3.9 1.1 0 2.24.19 2.24.19v2.47h-1.26c-1.24 0-1.63.78-1.63 1.57v1.88h2.78l-.44 2.9h-2.34V22c4.78-.79 8.43-4.94 8.43-9.94Z" />
  ),
  email: (
    <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.24V17h16V7.24l-8 5.6-8-5.6ZM5.7 7 12 11.4 18.3 7H5.7Z" />
  ),
};

type ContactLink = { key: keyof typeof ICONS; label: string; href: string };
type ContactRecord = Pick<AboutRecord, "socialLinks" | "contactInfo">;

/** The social profiles and the e-mail that are set, in the order they are shown. */
function contactLinksOf(record: ContactRecord): ContactLink[] {
  return [
    { key: "linkedin" as const, label: "LinkedIn", href: record.socialLinks.linkedin },
    { key: "instagram" as const, label: "Instagram", href: record.socialLinks.instagram },
    { key: "facebook" as const, label: "Facebook", href: record.socialLinks.facebook },
    {
      key: "email" as const,
      label: "Email",
      href: record.contactInfo.email ? `mailto:${record.contactInfo.email}` : "",
    },
  ].filter((link) => link.href);
}

/** A row of icon links (About's Contact Us, the footer); nothing when none is set. */
export function ContactIconLinks({ record, className }: { record: ContactRecord; className?: string }) {
  const links = contactLinksOf(record);
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-4 ${className ?? ""}`}>
      {links.map((link) => (
        <li key={link.key}>
          {/* Named by hidden text, not aria-label: the footer shows these on pages whose form fields
              are found by label ("Link", "Email") in tests and by assistive technology alike. */}
          <a
            href={link.href}
            {...(link.key === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            className={buttonClass({ variant: "subtle", pill: true, size: "icon" })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              {ICONS[link.key]}
            </svg>
            <span className="sr-only">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ContactLinks({ record }: { record: ContactRecord }) {
  if (contactLinksOf(record).length === 0) return null;
  return (
    <section aria-labelledby="contact-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="contact-heading" className="text-2xl font-semibold text-slate-900">
        Contact Us
      </h2>
      <ContactIconLinks record={record} className="mt-4" />
    </section>
  );
}
