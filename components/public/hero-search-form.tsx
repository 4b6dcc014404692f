"use client";
// The hero's search: the term goes into the URL (page reset to 1, category kept) and the results
// page loads whole. The word "admin" leads to /profile instead. Without JavaScript the form is a
// plain GET to "/".
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { useListingNavigation } from "@/components/posts/listing-transition";
import { blogListingHref } from "@/lib/posts/blog-listing";
import { BLOG_SEARCH_MAX_LENGTH } from "@/lib/constants";
import { buttonClass } from "@/components/ui/button";
import { PILL_INPUT_CLASS } from "@/components/ui/field";

const ADMIN_WORD = "admin";

type HeroSearchFormProps = { search?: string; category?: string };

export function HeroSearchForm({ search, category }: HeroSearchFormProps) {
  const router = useRouter();
  const { navigate, pending } = useListingNavigation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("search") as HTMLInputElement;
    const trimmed = input.value.trim();
    if (trimmed === ADMIN_WORD) {
      input.value = "";
      router.push("/profile");
      return;
    }
    if (!trimmed) return;
    // Results load as a whole page, like the listing's search links (ListingLink): the server
    // renders them on its search route, which a client-side navigation would not reach.
    window.location.assign(blogListingHref({ category, search: trimmed }));
  };

  const clear = () => navigate(blogListingHref({ category }));

  return (
    // Uncontrolled, so what a visitor types before the page has hydrated is kept (a controlled
    // input would be reset to the server's value); a new search in the URL starts a fresh form.
    <form
      key={search ?? ""}
      action="/"
      method="get"
      role="search"
      onSubmit={onSubmit}
      className="mx-auto mt-8 flex w-full max-w-2xl flex-col gap-2 sm:flex-row"
    >
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <label htmlFor="hero-search" className="sr-only">
        Search for HR news
      </label>
      <input
        id="hero-search"
        name="search"
        type="search"
        required
        maxLength={BLOG_SEARCH_MAX_LENGTH}
        defaultValue={search ?? ""}
        placeholder="Search for HR news..."
        className={PILL_INPUT_CLASS}
      />
      <button type="submit" disabled={pending} className={buttonClass({ pill: true, size: "lg" })}>
        Search
      </button>
      {search ? (
        <button
          type="button"
          onClick={clear}
          className={buttonClass({ variant: "secondary", pill: true, size: "lg" })}
        >
          Clear Search
        </button>
      ) : null}
    </form>
  );
}
