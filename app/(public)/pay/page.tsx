// /pay?family=&seniority=&country=&region=&remote=: the pay explorer, rendered per request from the
// cached statistics (the same bytes for everyone). A bad parameter is dropped.
import type { Metadata } from "next";
import { PayPage } from "@/components/pay/pay-page";
import { firstParam, type SearchParams } from "@/lib/http/search-params";
import { payQuerySchema, readPayView, type PayPageFilters } from "@/lib/pay";
import { pageMetadata } from "@/lib/seo/metadata";
import { payPath } from "@/lib/seo/urls";

type PageProps = { searchParams: Promise<SearchParams> };

const FIELDS = ["family", "seniority", "country", "region", "remote"] as const;

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: "Pay data for HR roles",
    description:
      "What HR roles pay by family, seniority and country, from the pay ranges verified employers posted.",
    path: payPath(),
  });

export default async function PayExplorerPage({ searchParams }: PageProps) {
  const raw = await searchParams;
  const values: Record<string, unknown> = {};
  for (const name of FIELDS) {
    const parsed = payQuerySchema.safeParse({ [name]: firstParam(raw[name]) });
    if (parsed.success && parsed.data[name] !== undefined) values[name] = parsed.data[name];
  }
  const chosen = values as Partial<PayPageFilters>;
  let view = await readPayView({ ...chosen, family: chosen.family ?? "talent-acquisition" });
  // Without a family, the first one that has figures.
  const first = view.familiesWithData[0];
  if (!chosen.family && first && first !== view.filters.family)
    view = await readPayView({ ...chosen, family: first });
  return <PayPage view={view} path={payPath()} />;
}
