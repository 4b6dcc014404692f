// The heading band at the top of a listing page.
import type { ReactNode } from "react";

export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white px-4 py-12 text-center">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mx-auto mt-3 max-w-2xl text-slate-700">{subtitle}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
