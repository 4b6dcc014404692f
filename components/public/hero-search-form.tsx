"use client";
// The hero's search: the term goes into the URL (page reset to 1, category kept). The word
// "admin" leads to /profile instead. Without JavaScript the form is a plain GET to "/".
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useListingNavigation } from "@/components/blog/listing-transition";
import { blogListingHref } from "@/lib/blog-listing";
import { BLOG_SEARCH_MAX_LENGTH } from "@/lib/constants";

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
    navigate(blogListingHref({ category, search: trimmed }));
  };

  const clear = () => {
    setTerm("");
    navigate(blogListingHref({ category }));
  };

  return (
    <form action="/" method="get" role="search" onSubmit={onSubmit} className="mx-auto mt-8 flex w-full max-w-2xl flex-col gap-2 sm:flex-row">
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
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand"
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-full bg-brand px-6 py-3 font-semibold text-white transition hover:bg-brand-dark disabled:opacity-70"
      >
        Search
      </button>
      {search ? (
        <button
          type="button"
          onClick={clear}
          className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-700 transition hover:border-brand hover:text-brand"
        >
          Clear Search
        </button>
      ) : null}
    </form>
  );
}
