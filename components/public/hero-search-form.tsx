// The hero's search form: the search length limit comes from the blog schemas on the server, so
// the client part (hero-search-fields.tsx) doesn't import them.
import { HeroSearchFields } from "@/components/public/hero-search-fields";
import { BLOG_SEARCH_MAX_LENGTH } from "@/lib/validations/blog";

export function HeroSearchForm({ search, category }: { search?: string; category?: string }) {
  return <HeroSearchFields search={search} category={category} maxLength={BLOG_SEARCH_MAX_LENGTH} />;
}
