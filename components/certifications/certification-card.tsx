// One certification on the public grid.
import { certificationFacts } from "@/components/certifications/certification-facts";
import type { CertificationItem } from "@/lib/certifications/certifications";
import { formatCalendarDay } from "@/lib/dates";
import { htmlToText, truncateText } from "@/lib/html/text";
import { certificationPath } from "@/lib/seo/urls";
import { buttonClass } from "@/components/ui/button";

/** Public cards show the description's first 100 characters (SPEC section 9). */
export const CERTIFICATION_CARD_TEXT_LENGTH = 100;

export function CertificationCard({ certification }: { certification: CertificationItem }) {
  return (
    <article className="listing-card" aria-label={certification.title}>
      <h2>{certification.title}</h2>
      <p className="mt-2 text-slate-800">
        {truncateText(htmlToText(certification.description), CERTIFICATION_CARD_TEXT_LENGTH)}
      </p>
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        {certification.level ? (
          <div>
            <dt className="sr-only">Level</dt>
            <dd className="text-brand font-medium">{certification.level} Level Course</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>Starts on</dt>
          <dd>
            <time dateTime={certification.date}>{formatCalendarDay(certification.date)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Duration:</dt>
          <dd>{certification.duration}</dd>
        </div>
        {certificationFacts(certification).map(([label, text]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}:</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-4">
        <a
          href={certificationPath(certification._id)}
          className={buttonClass({ size: "sm" })}
          aria-label={`Checkout Now: ${certification.title}`}
        >
          Checkout Now
        </a>
      </div>
    </article>
  );
}
