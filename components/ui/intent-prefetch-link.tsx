"use client";
// A Link for grids of cards: it prefetches when the reader shows intent (pointer over it, keyboard
// focus, touch) instead of when it scrolls into view. Cached pages are prefetched whole, so 30
// visible cards would otherwise cost 30 server requests per visit.
import Link from "next/link";
import { useState, type ComponentProps } from "react";

export function IntentPrefetchLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
