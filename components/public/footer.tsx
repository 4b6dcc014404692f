// The public footer: what the site offers, the member's own pages, the newsletter and RSS, the legal
// pages and the social links set in Manage About, then SPEC section 2's copyright line. Plain links,
// no client code.
import { ContactIconLinks } from "@/components/site/contact-links";
import { readAbout } from "@/lib/cache/public-cache";
import { isBuildPhase } from "@/lib/server/build-phase";

type FooterLink = { label: string; href: string };

const SECTIONS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Explore",
    links: [
      { label: "News", href: "/" },
      { label: "Jobs", href: "/jobs" },
      { label: "Events", href: "/events" },
      { label: "Certifications", href: "/certifications" },
      { label: "Companies", href: "/companies" },
      { label: "Pay data", href: "/pay" },
    ],
  },
  {
    title: "Members",
    links: [
      { label: "Member sign-in", href: "/account/sign-in" },
      { label: "Your account", href: "/account" },
      { label: "Post a job", href: "/account/jobs" },
      { label: "Your CPD log", href: "/account/cpd" },
      { label: "Add your company", href: "/account/companies" },
    ],
  },
  {
    title: "About us",
    links: [
      { label: "Who we are", href: "/about" },
      { label: "Privacy policy", href: "/privacy" },
      { label: "Terms of use", href: "/terms" },
      { label: "Search", href: "/search" },
    ],
  },
];

export async function Footer({ brand }: { brand: string }) {
  const year = new Date().getUTCFullYear();
  const about = isBuildPhase() ? null : await readAbout();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      {/* One landmark, no per-section labels: a label such as "About us" would also match the
          "About" fields of forms on the same page when they are found by label. */}
      <nav
        aria-label="Footer"
        className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-4"
      >
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-base font-semibold text-slate-900">{brand}</h2>
          <p className="mt-2">HR news, events, jobs and certifications for HR professionals.</p>
          <p className="mt-4 flex flex-wrap gap-x-4">
            <a
              href="/newsletter"
              className="text-brand inline-block py-2 font-semibold underline-offset-2 hover:underline"
            >
              Get the newsletter
            </a>
            <a
              href="/feed.xml"
              className="text-brand inline-block py-2 font-semibold underline-offset-2 hover:underline"
            >
              RSS feed
            </a>
          </p>
          {about ? <ContactIconLinks record={about} className="mt-3" /> : null}
        </div>
        {SECTIONS.map((section) => (
          <div key={section.title}>
            <h2 className="text-base font-semibold text-slate-900">{section.title}</h2>
            <ul className="mt-2">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="inline-block py-2 hover:text-slate-900 hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="border-t border-slate-200 py-6 text-center">
        Copyright {year} © - {brand}. All rights reserved.
      </p>
    </footer>
  );
}
