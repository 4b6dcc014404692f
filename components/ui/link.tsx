// The site's one link component: Next's client-side navigation without prefetching. A public page
// shows a dozen links in its first screen (tabs, categories, pagination); prefetching each one costs a
// phone a request and main-thread work while it loads (Lighthouse counted 12–14 of them, most twice),
// for a navigation the reader may never make. A click fetches the next page as it would anyway.
import NextLink from "next/link";
import type { ComponentProps } from "react";

export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
