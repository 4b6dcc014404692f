// A back-office screen: its heading (the page's h1, naming the section) with optional actions
// beside it, then the screen's content.
import type { ReactNode } from "react";

type PageSectionProps = {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function PageSection({ id, title, actions, children, className = "space-y-4" }: PageSectionProps) {
  const headingId = `${id}-heading`;
  const heading = (
    <h1 id={headingId} className="text-2xl font-bold text-slate-900">
      {title}
    </h1>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
