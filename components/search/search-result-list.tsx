// The /search page's results: type, linked plain-text title, date and the highlighted snippet.
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { formatSiteDate, isoDate } from "@/lib/dates";
import type { SearchResult } from "@/lib/search/types";
import { TYPE_LABELS } from "./search-labels";

export function SearchResultList({ results }: { results: SearchResult[] }) {
  return (
    <ol className="space-y-4">
      {results.map((result) => (
        <li key={`${result.type}:${result.id}`}>
          <article
            aria-labelledby={`result-${result.id}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone="info">{TYPE_LABELS[result.type].one}</Badge>
              <time dateTime={isoDate(result.date)}>{formatSiteDate(result.date)}</time>
            </div>
            <h2 id={`result-${result.id}`} className="mt-2 text-lg font-semibold text-slate-900">
              <Link href={result.url} className="hover:text-brand hover:underline">
                {result.title}
              </Link>
            </h2>
            {/* The snippet is escaped on the server; only <mark> is markup (lib/search/text.ts). */}
            <p
              className="search-snippet mt-1 text-slate-700"
              dangerouslySetInnerHTML={{ __html: result.snippet }}
            />
          </article>
        </li>
      ))}
    </ol>
  );
}
