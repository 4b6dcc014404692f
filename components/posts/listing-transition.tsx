"use client";
// Client navigation between listing states (category, search, page) inside one transition, so
// the grid can show a spinner while the next page renders. The links stay real <a href> links:
// without JavaScript they are ordinary page loads.
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import {
  createContext,
  useContext,
  useTransition,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Spinner } from "@/components/ui/spinner";

type ListingNavigation = {
  pending: boolean;
  navigate: (href: string, options?: { scroll?: boolean }) => void;
};

const ListingContext = createContext<ListingNavigation | null>(null);

export function ListingTransitionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate: ListingNavigation["navigate"] = (href, options) => {
    startTransition(() => router.push(href, { scroll: options?.scroll ?? false }));
  };
  return <ListingContext.Provider value={{ pending, navigate }}>{children}</ListingContext.Provider>;
}

export function useListingNavigation(): ListingNavigation {
  const context = useContext(ListingContext);
  if (!context) throw new Error("useListingNavigation must be used inside ListingTransitionProvider");
  return context;
}

type ListingLinkProps = Omit<ComponentProps<typeof Link>, "href"> & { href: string; scroll?: boolean };

export function ListingLink({ href, scroll, onClick, ...props }: ListingLinkProps) {
  const { navigate } = useListingNavigation();
  // Search results load as a whole page: the server renders them on its search route (a client-side
  // navigation would keep the listing it came from), so a search link is a plain anchor.
  if (href.includes("search=")) {
    const { className, children, id, title, rel, target } = props;
    return (
      <a
        href={href}
        onClick={onClick}
        className={className}
        id={id}
        title={title}
        rel={rel}
        target={target}
        aria-current={props["aria-current"]}
        aria-label={props["aria-label"]}
      >
        {children}
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Let the browser handle new-tab clicks and modified clicks.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href, { scroll });
  };
  return <Link href={href} onClick={handleClick} {...props} />;
}

/** A listing link that scrolls to the top once the next state shows (pagination). */
export function ScrollingListingLink(props: Omit<ListingLinkProps, "scroll">) {
  return <ListingLink {...props} scroll />;
}

/** Replaces its content with a spinner while a listing navigation is pending. */
export function ListingPendingArea({ children }: { children: ReactNode }) {
  const { pending } = useListingNavigation();
  if (pending) return <Spinner label="Loading blogs..." size="lg" />;
  return <>{children}</>;
}
