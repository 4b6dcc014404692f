// The category tabs (All + the seven categories) as links that keep the search and reset the page.
import { ListingLink } from "@/components/posts/listing-transition";
import { ALL_CATEGORY, CATEGORY_TABS } from "@/lib/constants";
import { blogListingHref } from "@/lib/posts/blog-listing";

export function CategoryTabs({ active, search }: { active?: string; search?: string }) {
  const current = active ?? ALL_CATEGORY;
  return (
    <nav aria-label="Blog categories" className="overflow-x-auto">
      <ul className="flex flex-wrap justify-center gap-2">
        {CATEGORY_TABS.map((category) => {
          const isActive = category === current;
          return (
            <li key={category}>
              <ListingLink
                href={blogListingHref({ category, search })}
                aria-current={isActive ? "page" : undefined}
                className="category-tab"
              >
                {category}
              </ListingLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
