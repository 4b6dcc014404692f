// Pay-transparency rules: where a job ad must show a pay range (or pay must be given before the
// interview), from which date, for employers of which size, and the official source of each rule.
// THE table: GET /api/jobs/pay-rules serves it, create-job and update-job enforce it (through the
// job schema) and the job form warns with it. Client-safe (no server imports).

export type PayRuleRequirement = "range-in-posting" | "range-before-interview";

export type PayRule = {
  jurisdiction: string;
  /** The law, as the refusal names it ("Colorado's Equal Pay for Equal Work Act"). */
  law: string;
  /** Location words that put a job under the rule (whole words, any case; a ", XX" code matches as written). */
  match: string[];
  /** Location words that take a job out again (Washington, DC is not Washington State). */
  except?: string[];
  /** The country a remote job's "applicants from" may name to fall under the rule (e.g. "United States"). */
  country: "US" | "CA" | "EU";
  requires: PayRuleRequirement;
  /** Employers below this many employees are outside the rule. */
  minEmployees?: number;
  /** YYYY-MM-DD. */
  effectiveFrom: string;
  source: string;
};

export const PAY_RULES: readonly PayRule[] = [
  {
    jurisdiction: "Colorado",
    law: "Colorado's Equal Pay for Equal Work Act",
    match: ["Colorado", ", CO", "Denver", "Boulder", "Colorado Springs", "Aurora, CO", "Fort Collins"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 1,
    effectiveFrom: "2021-01-01",
    source: "https://cdle.colorado.gov/dlss/labor-laws-by-topic/equal-pay-for-equal-work-act",
  },
  {
    jurisdiction: "California",
    law: "California Labor Code section 432.3 (SB 1162)",
    match: ["California", ", CA", "Los Angeles", "San Francisco", "San Diego", "San Jose", "Sacramento"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 15,
    effectiveFrom: "2023-01-01",
    source:
      "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=432.3",
  },
  {
    jurisdiction: "Washington",
    law: "Washington's Equal Pay and Opportunities Act (RCW 49.58.110)",
    match: ["Washington", ", WA", "Seattle", "Spokane", "Tacoma", "Bellevue"],
    except: ["Washington, DC", "Washington DC", "Washington, D.C.", "District of Columbia"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 15,
    effectiveFrom: "2023-01-01",
    source: "https://app.leg.wa.gov/RCW/default.aspx?cite=49.58.110",
  },
  {
    jurisdiction: "New York City",
    law: "New York City's pay transparency law (Local Law 32 of 2022)",
    match: ["New York City", "NYC", "Manhattan", "Brooklyn", "Queens", "The Bronx", "Staten Island"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 4,
    effectiveFrom: "2022-11-01",
    source: "https://www.nyc.gov/site/cchr/media/pay-transparency.page",
  },
  {
    jurisdiction: "New York State",
    law: "New York State Labor Law section 194-b",
    match: ["New York", ", NY", "Albany", "Buffalo", "Rochester, NY", "Syracuse"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 4,
    effectiveFrom: "2023-09-17",
    source: "https://dol.ny.gov/pay-transparency",
  },
  {
    jurisdiction: "Illinois",
    law: "the Illinois Equal Pay Act (820 ILCS 112/10)",
    match: ["Illinois", ", IL", "Chicago"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 15,
    effectiveFrom: "2025-01-01",
    source: "https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2724",
  },
  {
    jurisdiction: "Maryland",
    law: "Maryland's Wage Range Transparency Act",
    match: ["Maryland", ", MD", "Baltimore", "Annapolis"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 1,
    effectiveFrom: "2024-10-01",
    source: "https://mgaleg.maryland.gov/mgawebsite/Legislation/Details/sb0525?ys=2024RS",
  },
  {
    jurisdiction: "Minnesota",
    law: "Minnesota Statutes section 181.173",
    match: ["Minnesota", ", MN", "Minneapolis", "Saint Paul", "St. Paul"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 30,
    effectiveFrom: "2025-01-01",
    source: "https://www.revisor.mn.gov/statutes/cite/181.173",
  },
  {
    jurisdiction: "Vermont",
    law: "Vermont's pay transparency law (21 V.S.A. section 495o)",
    match: ["Vermont", ", VT", "Burlington, VT", "Montpelier"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 5,
    effectiveFrom: "2025-07-01",
    source: "https://legislature.vermont.gov/statutes/section/21/005/00495o",
  },
  {
    jurisdiction: "New Jersey",
    law: "New Jersey's pay transparency law (P.L. 2024, c.91)",
    match: ["New Jersey", ", NJ", "Newark", "Jersey City", "Trenton"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 10,
    effectiveFrom: "2025-06-01",
    source: "https://pub.njleg.state.nj.us/Bills/2024/PL24/91_.PDF",
  },
  {
    jurisdiction: "Massachusetts",
    law: "the Massachusetts Frances Perkins Workplace Equity Act",
    match: ["Massachusetts", ", MA", "Boston", "Cambridge, MA", "Worcester"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 25,
    effectiveFrom: "2025-10-29",
    source: "https://malegislature.gov/Laws/SessionLaws/Acts/2024/Chapter141",
  },
  {
    jurisdiction: "Hawaii",
    law: "Hawaii Revised Statutes section 378-2.4",
    match: ["Hawaii", ", HI", "Honolulu"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 50,
    effectiveFrom: "2024-01-01",
    source: "https://www.capitol.hawaii.gov/hrscurrent/Vol07_Ch0346-0398/HRS0378/HRS_0378-0002_0004.htm",
  },
  {
    jurisdiction: "District of Columbia",
    law: "the District of Columbia's Wage Transparency Omnibus Amendment Act of 2023",
    match: ["District of Columbia", "Washington, DC", "Washington DC", "Washington, D.C.", ", DC"],
    country: "US",
    requires: "range-in-posting",
    minEmployees: 1,
    effectiveFrom: "2024-06-30",
    source: "https://lims.dccouncil.gov/Legislation/B25-0194",
  },
  {
    jurisdiction: "British Columbia",
    law: "British Columbia's Pay Transparency Act",
    match: ["British Columbia", ", BC", "Vancouver", "Victoria, BC", "Surrey, BC", "Kelowna"],
    country: "CA",
    requires: "range-in-posting",
    minEmployees: 1,
    effectiveFrom: "2023-11-01",
    source: "https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/23018",
  },
  {
    jurisdiction: "Ontario",
    law: "Ontario's Employment Standards Act (job posting rules)",
    match: ["Ontario", ", ON", "Toronto", "Ottawa", "Mississauga", "Hamilton, ON"],
    country: "CA",
    requires: "range-in-posting",
    minEmployees: 25,
    effectiveFrom: "2026-01-01",
    source: "https://www.ontario.ca/document/your-guide-employment-standards-act-0/job-postings",
  },
  {
    jurisdiction: "European Union",
    law: "the EU Pay Transparency Directive (Directive (EU) 2023/970)",
    match: [
      "European Union",
      "EU",
      "Austria",
      "Belgium",
      "Bulgaria",
      "Croatia",
      "Cyprus",
      "Czechia",
      "Czech Republic",
      "Denmark",
      "Estonia",
      "Finland",
      "France",
      "Germany",
      "Greece",
      "Hungary",
      "Ireland",
      "Italy",
      "Latvia",
      "Lithuania",
      "Luxembourg",
      "Malta",
      "Netherlands",
      "Poland",
      "Portugal",
      "Romania",
      "Slovakia",
      "Slovenia",
      "Spain",
      "Sweden",
      "Paris",
      "Berlin",
      "Madrid",
      "Rome",
      "Amsterdam",
      "Dublin",
      "Lisbon",
      "Vienna",
      "Brussels",
      "Warsaw",
      "Stockholm",
      "Copenhagen",
    ],
    country: "EU",
    requires: "range-before-interview",
    effectiveFrom: "2026-06-07",
    source: "https://eur-lex.europa.eu/eli/dir/2023/970/oj",
  },
];

const COUNTRY_WORDS: Record<PayRule["country"], string[]> = {
  US: ["United States", "USA", "U.S.", "US"],
  CA: ["Canada"],
  EU: ["European Union", "EU", "Europe"],
};

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether `text` names `term`: a ", XX" code or an all-caps abbreviation as written, words in any case. */
function names(text: string, term: string): boolean {
  const exact = term.startsWith(", ") || (term.length <= 4 && term === term.toUpperCase());
  const pattern = new RegExp(`(^|[^A-Za-z])${escapeRegex(term)}(?![A-Za-z])`, exact ? "" : "i");
  return pattern.test(text);
}

export type PayRulePlace = {
  location?: string;
  workplace?: string;
  /** A remote job's applicant locations. */
  applicantLocation?: string;
};

/** The rules in force at `now` whose area the job falls under (where it is, or whom a remote job takes). */
export function payRulesFor(job: PayRulePlace, now: Date = new Date()): PayRule[] {
  const today = now.toISOString().slice(0, 10);
  const places = [job.location ?? ""];
  const remote = job.workplace === "remote";
  if (remote) places.push(job.applicantLocation ?? "");
  return PAY_RULES.filter((rule) => {
    if (rule.effectiveFrom > today) return false;
    return places.some((place) => {
      if (!place.trim()) return false;
      if (rule.except?.some((term) => names(place, term))) return false;
      if (rule.match.some((term) => names(place, term))) return true;
      return (
        remote && place === job.applicantLocation && COUNTRY_WORDS[rule.country].some((w) => names(place, w))
      );
    });
  });
}

/** A job's pay as the rules read it: a range needs both ends. */
export type PayRange = { min?: number; max?: number } | null | undefined;

/**
 * The first range-in-posting rule the job breaks (no range given, employer not declared below the
 * rule's size), or null.
 */
export function brokenPayRule(
  job: PayRulePlace & { salary?: PayRange; employerSize?: number },
  now: Date = new Date(),
): PayRule | null {
  if (job.salary?.min !== undefined && job.salary?.max !== undefined) return null;
  for (const rule of payRulesFor(job, now)) {
    if (rule.requires !== "range-in-posting") continue;
    if (
      job.employerSize !== undefined &&
      rule.minEmployees !== undefined &&
      job.employerSize < rule.minEmployees
    )
      continue;
    return rule;
  }
  return null;
}

export const payRangeRequiredMessage = (rule: PayRule) => {
  const law = rule.law.charAt(0).toUpperCase() + rule.law.slice(1);
  return `${law} requires a pay range in job postings.`;
};

/** The form's notice for range-before-interview rules (advice, not a refusal). */
export const payBeforeInterviewNotice = (rule: PayRule) =>
  `Under ${rule.law}, candidates in ${rule.jurisdiction} must be told the pay or its range before the interview (from ${rule.effectiveFrom}). Giving a range in the ad covers it.`;
