// A link that loads its target as a whole page. Searches and filtered lists are rendered by routes
// the server maps them to; a client-side navigation there could keep the listing it came from.
import type { ReactNode } from "react";

export function DocumentLink({
  href,
  className,
  rel,
  children,
}: {
  href: string;
  className?: string;
  rel?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} rel={rel}>
      {children}
    </a>
  );
}
