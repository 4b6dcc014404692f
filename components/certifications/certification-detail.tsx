// The certification page body: facts, the rich description, skills and the Enroll Now link.
import { RichHtml } from "@/components/ui/rich-html";
import { certificationFacts } from "@/components/certifications/certification-facts";
import type { CertificationItem } from "@/lib/certifications/certifications";
import { formatLongCalendarDay } from "@/lib/dates";
import { buttonClass } from "@/components/ui/button";
import { AddToCpdButton } from "@/components/cpd/add-to-cpd-button";

export function CertificationDetail({
  certification,
  siteName,
}: {
  certification: CertificationItem;
  /** The provider shown when the course names none: the site's own organisation. */
  siteName: string;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm font-medium text-slate-700">
        Starts on <time dateTime={certification.date}>{formatLongCalendarDay(certification.date)}</time>
        {certification.endDate ? (
          <>
            {", ends on "}
            <time dateTime={certification.endDate}>{formatLongCalendarDay(certification.endDate)}</time>
          </>
        ) : null}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{certification.title}</h1>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-slate-800">
        {certification.level ? (
          <div className="flex gap-1">
            <dt className="font-medium">Level:</dt>
            <dd>{certification.level}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt className="font-medium">Duration:</dt>
          <dd>{certification.duration}</dd>
        </div>
        {certificationFacts(certification).map(([label, text]) => (
          <div key={label} className="flex gap-1">
            <dt className="font-medium">{label}:</dt>
            <dd>{text}</dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt className="font-medium">Provider:</dt>
          <dd>
            {certification.provider?.url ? (
              <a
                href={certification.provider.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand hover:text-brand-dark underline underline-offset-2"
              >
                {certification.provider.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              (certification.provider?.name ?? siteName)
            )}
          </dd>
        </div>
      </dl>
      {/* The stored description may start at h3: this heading keeps the outline in order. */}
      <h2 className="sr-only">About this course</h2>
      <RichHtml html={certification.description} className="mt-6" />
      <section aria-labelledby="skills-heading" className="mt-8">
        <h2 id="skills-heading" className="text-xl font-semibold text-slate-900">
          Skills gained
        </h2>
        <p className="mt-2 whitespace-pre-line text-slate-800">{certification.skills}</p>
      </section>
      <a
        href={certification.registrationLink}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ size: "lg", className: "mt-8" })}
      >
        Enroll Now<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <div className="mt-6">
        <AddToCpdButton source={{ certificationId: certification._id }} />
      </div>
    </article>
  );
}
