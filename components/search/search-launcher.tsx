"use client";
// The top bar's search box: a link to /search that opens the search dialog instead, as does
// Cmd/Ctrl+K anywhere. The dialog's code is fetched on the first open only, so public pages do not
// carry it in their first load.
import { Suspense, lazy, useEffect, useState, useSyncExternalStore, type MouseEvent } from "react";

const SearchDialog = lazy(() =>
  import("./search-dialog").then((module) => ({ default: module.SearchDialog })),
);

const noSubscription = () => () => undefined;
const platformShortcut = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? "⌘K" : "Ctrl K");

export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const shortcut = useSyncExternalStore(noSubscription, platformShortcut, () => "Ctrl K");

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) follows the link to /search.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <a
        href="/search"
        onClick={openDialog}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className="hover:border-brand flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-600 sm:h-auto sm:min-w-52 sm:py-1.5"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65a.75.75 0 1 1-1.06 1.06l-3.65-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        </svg>
        <span className="max-sm:sr-only">
          Search<span className="sr-only"> the site</span>
        </span>
        <kbd
          aria-hidden="true"
          className="ml-auto hidden rounded border border-slate-300 px-1.5 text-xs sm:inline"
        >
          {shortcut}
        </kbd>
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
