"use client";
// The hero's search: the term goes into the URL (page reset to 1, category kept) and the results
// page loads whole. The word "admin" leads to /profile instead. Without JavaScript the form is a
// plain GET to "/".
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useListingNavigation } from "@/components/blog/listing-transition";
import { blogListingHref } from "@/lib/blog-listing";
import { BLOG_SEARCH_MAX_LENGTH } from "@/lib/constants";
import { buttonClass } from "@/components/ui/button";
import { PILL_INPUT_CLASS } from "@/components/ui/field";

const ADMIN_WORD = "admin";

type HeroSearchFormProps = { search?: string; category?: string };

export function HeroSearchForm({ search, category }: HeroSearchFormProps) {
  const router = useRouter();
  const { navigate, pending } = useListingNavigation();
  const [term, setTerm] = useState(search ?? "");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (term.trim() === ADMIN_WORD) {
      setTerm("");
      router.push("/profile");
      return;
    }
    const trimmed = term.trim();
    if (!trimmed) return;
    // Results load as a whole page, like the listing's search links (ListingLink): the server
    // renders them on its search route, which a client-side navigation would not reach.
    window.location.assign(blogListingHref({ category, search: trimmed }));
  };

  const clear = () => {
    setTerm("");
    navigate(blogListingHref({ category }));
  };

  return (
    <form
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
        value={term}
        onChange={(event) => setTerm(event.target.value)}
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
