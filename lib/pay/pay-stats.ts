// The pay statistics as pure functions (issue 45): quantiles, cells per family × seniority × country
// (× region) × currency, and the privacy floor with its complementary suppression. Client-safe.
import type { RoleFamily, Seniority } from "@/lib/jobs/rules/role-family";

/** A cell shows only with at least this many postings … */
export const MIN_POSTINGS = 5;
/** … from at least this many distinct verified employers. */
export const MIN_EMPLOYERS = 3;
/** The default (and longest) period: postings of the last 12 months. */
export const PAY_PERIOD_MONTHS = 12;

/** One approved job with a plausible range, as the statistics read it. */
export type PayPosting = {
  family: RoleFamily;
  seniority: Seniority;
  country: string;
  region?: string;
  remote: boolean;
  currency: string;
  midpoint: number;
  annualMin: number;
  annualMax: number;
  /** The verified company's slug; undefined when the poster's company is not verified. */
  employer?: string;
};

export type PayCell = {
  family: RoleFamily;
  seniority: Seniority;
  country: string;
  region?: string;
  currency: string;
  postings: number;
  employers: number;
  p25: number;
  median: number;
  p75: number;
  minOfMins: number;
  maxOfMaxes: number;
  updatedAt: string;
};

/** A cell's coordinates, without any figure: what a suppressed cell is known by. */
export type CellKey = Pick<PayCell, "family" | "seniority" | "country" | "region" | "currency">;

export type CellSet = { cells: PayCell[]; suppressed: CellKey[] };

/** The remote split: all postings, remote ones only, or the others. */
export const REMOTE_VARIANTS = ["any", "remote", "onsite"] as const;
export type RemoteVariant = (typeof REMOTE_VARIANTS)[number];

/**
 * The p-quantile of sorted values by linear interpolation between closest ranks, inclusive of the
 * ends (Hyndman & Fan type 7; Excel PERCENTILE.INC, NumPy's default): h = (n − 1)p.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error("quantile of no values");
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const lowValue = sorted[low]!;
  const highValue = sorted[Math.min(low + 1, sorted.length - 1)]!;
  return lowValue + (h - low) * (highValue - lowValue);
}

const keyOf = (k: CellKey) => [k.family, k.seniority, k.country, k.region ?? "", k.currency].join("|");
const countryKeyOf = (k: CellKey) => keyOf({ ...k, region: undefined });

/** A group's verified postings meet the floor. */
export function meetsFloor(postings: readonly PayPosting[]): boolean {
  const verified = postings.filter((p) => p.employer);
  return verified.length >= MIN_POSTINGS && new Set(verified.map((p) => p.employer)).size >= MIN_EMPLOYERS;
}

type Group = { key: CellKey; postings: PayPosting[] };

/** Postings grouped into country cells and, where a region is known, region cells. */
function groupsOf(postings: readonly PayPosting[]): Map<string, Group> {
  const groups = new Map<string, Group>();
  const add = (key: CellKey, posting: PayPosting) => {
    const id = keyOf(key);
    const group = groups.get(id) ?? { key, postings: [] };
    group.postings.push(posting);
    groups.set(id, group);
  };
  for (const p of postings) {
    const base = { family: p.family, seniority: p.seniority, country: p.country, currency: p.currency };
    add(base, p);
    if (p.region) add({ ...base, region: p.region }, p);
  }
  return groups;
}

/**
 * Which groups may show. First the floor; then, until nothing changes, the differences a reader
 * could take: (1) a country cell minus its shown region cells leaves the postings of its hidden
 * regions and of jobs with no region, which must be none or meet the floor themselves, or the
 * smallest shown region is hidden too; (2) with the remote split, the whole minus one part is the
 * other part, so a part shows only when its counterpart shows or is empty.
 */
function shownKeys(variants: Record<RemoteVariant, Map<string, Group>>): Record<RemoteVariant, Set<string>> {
  const shown = Object.fromEntries(
    REMOTE_VARIANTS.map((variant) => [
      variant,
      new Set([...variants[variant]].filter(([, g]) => meetsFloor(g.postings)).map(([id]) => id)),
    ]),
  ) as Record<RemoteVariant, Set<string>>;
  let changed = true;
  while (changed) {
    changed = false;
    for (const variant of REMOTE_VARIANTS)
      if (hideDerivableRegions(variants[variant], shown[variant])) changed = true;
    for (const [part, other] of [
      ["remote", "onsite"],
      ["onsite", "remote"],
    ] as const) {
      for (const id of [...shown[part]]) {
        if (variants[other].has(id) && !shown[other].has(id)) {
          shown[part].delete(id);
          changed = true;
        }
      }
    }
  }
  return shown;
}

/** Rule (1) for one population; true when it hid something. */
function hideDerivableRegions(groups: Map<string, Group>, shown: Set<string>): boolean {
  let changed = false;
  const regionsByCountry = new Map<string, Group[]>();
  for (const group of groups.values()) {
    if (!group.key.region) continue;
    const id = countryKeyOf(group.key);
    regionsByCountry.set(id, [...(regionsByCountry.get(id) ?? []), group]);
  }
  for (const [countryId, regions] of regionsByCountry) {
    const country = groups.get(countryId);
    if (!country || !shown.has(countryId)) continue;
    for (;;) {
      const visible = regions.filter((g) => shown.has(keyOf(g.key)));
      if (visible.length === 0) break;
      const visiblePostings = new Set(visible.flatMap((g) => g.postings));
      const rest = country.postings.filter((p) => !visiblePostings.has(p));
      if (rest.length === 0 || meetsFloor(rest)) break;
      const smallest = visible.reduce((a, b) => (b.postings.length < a.postings.length ? b : a));
      shown.delete(keyOf(smallest.key));
      changed = true;
    }
  }
  return changed;
}

function figures(group: Group, updatedAt: string): PayCell {
  const verified = group.postings.filter((p) => p.employer);
  const midpoints = verified.map((p) => p.midpoint).sort((a, b) => a - b);
  const whole = (value: number) => Math.round(value);
  return {
    ...group.key,
    postings: verified.length,
    employers: new Set(verified.map((p) => p.employer)).size,
    p25: whole(quantile(midpoints, 0.25)),
    median: whole(quantile(midpoints, 0.5)),
    p75: whole(quantile(midpoints, 0.75)),
    minOfMins: whole(Math.min(...verified.map((p) => p.annualMin))),
    maxOfMaxes: whole(Math.max(...verified.map((p) => p.annualMax))),
    updatedAt,
  };
}

const byKey = (a: CellKey, b: CellKey) => keyOf(a).localeCompare(keyOf(b));

/** Every cell of every remote variant: figures for those that may show, keys for the rest. */
export function computeCells(
  postings: readonly PayPosting[],
  updatedAt: string,
): Record<RemoteVariant, CellSet> {
  const variants: Record<RemoteVariant, Map<string, Group>> = {
    any: groupsOf(postings),
    remote: groupsOf(postings.filter((p) => p.remote)),
    onsite: groupsOf(postings.filter((p) => !p.remote)),
  };
  const shown = shownKeys(variants);
  return Object.fromEntries(
    REMOTE_VARIANTS.map((variant) => {
      const groups = [...variants[variant].entries()];
      const cells = groups
        .filter(([id]) => shown[variant].has(id))
        .map(([, group]) => figures(group, updatedAt))
        .sort(byKey);
      const suppressed = groups
        .filter(([id]) => !shown[variant].has(id))
        .map(([, group]) => group.key)
        .sort(byKey);
      return [variant, { cells, suppressed }];
    }),
  ) as Record<RemoteVariant, CellSet>;
}

export type CellFilter = Partial<CellKey>;

/** The cells (and the number suppressed) matching a filter; `region` absent matches every cell. */
export function selectCells(set: CellSet, filter: CellFilter): { cells: PayCell[]; suppressed: number } {
  const matches = (key: CellKey) =>
    (!filter.family || key.family === filter.family) &&
    (!filter.seniority || key.seniority === filter.seniority) &&
    (!filter.country || key.country === filter.country) &&
    (!filter.region || key.region === filter.region) &&
    (!filter.currency || key.currency === filter.currency);
  return { cells: set.cells.filter(matches), suppressed: set.suppressed.filter(matches).length };
}
