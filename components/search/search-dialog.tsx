"use client";
// The Cmd/Ctrl+K search dialog: results as you type (debounced), an accessible combobox (WAI-ARIA
// APG "combobox with listbox popup": focus stays in the input, arrows move the active option,
// Enter opens it, Escape closes the dialog). Loaded on first open by the top bar's launcher.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { INPUT_CLASS } from "@/components/ui/field";
import { SEARCH_QUERY_MAX_LENGTH } from "@/lib/constants";
import type { SearchResult } from "@/lib/search/types";
import { TYPE_LABELS, searchPageHref } from "./search-labels";

const DEBOUNCE_MS = 150;
const RESULT_LIMIT = 8;

type Answer = { q: string; results: SearchResult[]; total: number } | { q: string; error: string };

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [term, setTerm] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);

  // The native dialog focuses its first control on opening: the input is wanted instead.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => inputRef.current?.select());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const q = term.trim();
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const response = await fetch(
          `/api/search?${new URLSearchParams({ q, limit: String(RESULT_LIMIT) })}`,
          {
            signal: controller.signal,
          },
        );
        const json = (await response.json()) as {
          results?: SearchResult[];
          total?: number;
          message?: string;
        };
        setAnswer(
          response.ok && json.results
            ? { q, results: json.results, total: json.total ?? json.results.length }
            : { q, error: json.message ?? "Search is not available right now" },
        );
        setActive(-1);
      } catch {
        if (!controller.signal.aborted) setAnswer({ q, error: "Search is not available right now" });
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const shown = q && answer && answer.q === q ? answer : null;
  const results = shown && "results" in shown ? shown.results : [];
  const expanded = results.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const go = (url: string) => {
    onClose();
    router.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && expanded) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === "ArrowUp" && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) go(chosen.url);
      else if (q) go(searchPageHref(q));
    }
  };

  let status = "Type to search posts, jobs, events and certifications.";
  if (q && loading && !shown) status = "Searching…";
  else if (shown && "error" in shown) status = shown.error;
  else if (shown && shown.total === 0) status = `No results for “${shown.q}”`;
  else if (shown) status = `${shown.total} ${shown.total === 1 ? "result" : "results"}`;

  return (
    <Dialog open={open} onClose={onClose} title="Search the site" hideTitle className="w-full max-w-2xl p-4">
      <div>
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label="Search the site"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Search posts, jobs, events, certifications..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          className={INPUT_CLASS}
        />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {status}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
        className="mt-2 max-h-[60vh] space-y-1 overflow-y-auto"
      >
        {results.map((result, index) => (
          <li
            key={`${result.type}:${result.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(result.url)}
            className={`cursor-pointer rounded-md px-3 py-2 ${index === active ? "bg-blue-50 ring-1 ring-blue-200" : ""}`}
          >
            <span className="flex items-center gap-2">
              <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {TYPE_LABELS[result.type].one}
              </span>
              <span className="font-medium text-slate-900">{result.title}</span>
            </span>
            <span
              className="search-snippet mt-0.5 block text-sm text-slate-700"
              dangerouslySetInnerHTML={{ __html: result.snippet }}
            />
          </li>
        ))}
      </ul>
      {q ? (
        <p className="mt-3 text-sm">
          <a
            href={searchPageHref(q)}
            onClick={(event) => {
              event.preventDefault();
              go(searchPageHref(q));
            }}
            className="text-brand font-medium underline"
          >
            See all results for “{q}”
          </a>
        </p>
      ) : null}
    </Dialog>
  );
}
