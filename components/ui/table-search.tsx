"use client";
// The search box above a back-office table: the typed text applies on submit (Enter or the button),
// not on every key, so each search is one request.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";

export function TableSearch({
  id,
  label,
  onSearch,
}: {
  id: string;
  /** Says what the box searches; the input's accessible name and placeholder. */
  label: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-md gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={label}
        className={INPUT_CLASS}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
