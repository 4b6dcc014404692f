// The home page: every category, page 1. Cached until a write expires its tags (a day at most);
// searches (/?search=…) are rendered by app/(public)/search (proxy.ts).
import { HomeListing, homeListingMetadata } from "@/components/posts/home-listing";
import { isBuildPhase } from "@/lib/server/build-phase";

export const revalidate = 86400;

export const generateMetadata = () => homeListingMetadata(undefined, 1);

export default function HomePage() {
  if (isBuildPhase()) return null;
  return <HomeListing page={1} />;
}
