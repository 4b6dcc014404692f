// The one pagination: Previous / "Page X of Y" / Next, as links (a URL per page, for server-rendered
// lists) or as buttons (client lists). One rule everywhere: an empty list is "Page 0 of 0", a page
// past the end reads as the last one, and Previous from there goes back into range.
import Link from "next/link";
import type { ComponentType, ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

export function paginationState(page: number, totalPages: number) {
  const current = totalPages === 0 ? 0 : Math.min(Math.max(page, 1), totalPages);
  return {
    current,
    totalPages,
    previous: page > 1 && totalPages > 0 ? Math.min(page - 1, totalPages) : null,
    next: page < totalPages ? page + 1 : null,
  };
}

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
