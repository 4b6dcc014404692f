// The one pagination: Previous / "Page X of Y" / Next, as links (a URL per page, for server-rendered
// lists) or as buttons (client lists), with the one rule of lib/pagination.ts. A disabled control
// is not a link, so it cannot be followed.
import { Link } from "@/components/ui/link";
import type { ComponentType, ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { paginationState } from "@/lib/pagination";

type LinkLike = ComponentType<{ href: string; className?: string; rel?: string; children: ReactNode }>;

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The navigation landmark's name ("Pagination", "Events pages"…). */
  label?: string;
  /** Links mode: the URL of a page. */
  hrefFor?: (page: number) => string;
  /** Links mode: the link component (next/link by default). */
  linkComponent?: LinkLike;
  /** Buttons mode: called with the page to show. */
  onPageChange?: (page: number) => void;
  disabled?: boolean;
  className?: string;
};

const CONTROL = buttonClass({ variant: "secondary", size: "sm" });

export function Pagination({
  page,
  totalPages,
  label = "Pagination",
  hrefFor,
  linkComponent: LinkComponent = Link,
  onPageChange,
  disabled = false,
  className = "mt-8",
}: PaginationProps) {
  const state = paginationState(page, totalPages);

  function control(text: "Previous" | "Next", target: number | null) {
    const rel = text === "Previous" ? "prev" : "next";
    if (target === null || disabled) {
      return (
        <span aria-disabled="true" className={CONTROL}>
          {text}
        </span>
      );
    }
    if (hrefFor) {
      return (
        <LinkComponent href={hrefFor(target)} className={CONTROL} rel={rel}>
          {text}
        </LinkComponent>
      );
    }
    return (
      <button type="button" className={CONTROL} onClick={() => onPageChange?.(target)}>
        {text}
      </button>
    );
  }

  return (
    <nav aria-label={label} className={`flex items-center justify-center gap-4 ${className}`}>
      {control("Previous", state.previous)}
      <p className="text-sm text-slate-700">
        Page {state.current} of {state.totalPages}
      </p>
      {control("Next", state.next)}
    </nav>
  );
}
