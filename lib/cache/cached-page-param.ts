// The `[page]` segment of the cached listing routes (app/(public)/cached/*/[page]): a canonical page
// number, anything else a 404. Kept apart from cached-routes.ts, which next.config.ts loads.
import { notFound } from "next/navigation";
import { pageFromSegment } from "./cached-routes";

export type PageParams = Promise<{ page: string }>;

export async function pageParamOrNotFound(params: PageParams): Promise<number> {
  const page = pageFromSegment((await params).page);
  if (page === null) notFound();
  return page;
}
