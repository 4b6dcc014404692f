// The country (ISO 3166-1 alpha-2) and region (US state, Canadian province, UK nation, German Land …)
// a job's free-text location names, for the pay statistics' cells (issue 45). Client-safe.
// A location this table cannot place has no country and stays out of the country cells.

export type JobPlace = { country?: string; region?: string };

export const COUNTRY_NAMES: Record<string, string> = {
  US: "United States",
  CA: "Canada",
  GB: "United Kingdom",
  IE: "Ireland",
  DE: "Germany",
  FR: "France",
  NL: "Netherlands",
  BE: "Belgium",
  LU: "Luxembourg",
  AT: "Austria",
  CH: "Switzerland",
  ES: "Spain",
  PT: "Portugal",
  IT: "Italy",
  MT: "Malta",
  CY: "Cyprus",
  GR: "Greece",
  PL: "Poland",
  CZ: "Czechia",
  SK: "Slovakia",
  HU: "Hungary",
  SI: "Slovenia",
  HR: "Croatia",
  RO: "Romania",
  BG: "Bulgaria",
  DK: "Denmark",
  SE: "Sweden",
  FI: "Finland",
  NO: "Norway",
  EE: "Estonia",
  LV: "Latvia",
  LT: "Lithuania",
  AU: "Australia",
  NZ: "New Zealand",
  SG: "Singapore",
  IN: "India",
  JP: "Japan",
};

/** Other names a location uses for a country (lower case). */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  "united states of america": "US",
  uk: "GB",
  "u.k.": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  deutschland: "DE",
  "the netherlands": "NL",
  holland: "NL",
  "czech republic": "CZ",
  österreich: "AT",
  españa: "ES",
  italia: "IT",
  schweiz: "CH",
  suisse: "CH",
  sverige: "SE",
  danmark: "DK",
  suomi: "FI",
  polska: "PL",
};

const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
};

const CA_PROVINCES: Record<string, string> = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  NT: "Northwest Territories",
  NU: "Nunavut",
  YT: "Yukon",
};

/** Regions named in full, with their country (lower case name → [country, region]). */
const REGIONS: Record<string, [string, string]> = {
  ...Object.fromEntries(Object.values(US_STATES).map((name) => [name.toLowerCase(), ["US", name]])),
  ...Object.fromEntries(Object.values(CA_PROVINCES).map((name) => [name.toLowerCase(), ["CA", name]])),
  england: ["GB", "England"],
  scotland: ["GB", "Scotland"],
  wales: ["GB", "Wales"],
  "northern ireland": ["GB", "Northern Ireland"],
  bavaria: ["DE", "Bavaria"],
  bayern: ["DE", "Bavaria"],
  "baden-württemberg": ["DE", "Baden-Württemberg"],
  "north rhine-westphalia": ["DE", "North Rhine-Westphalia"],
  hesse: ["DE", "Hesse"],
  hessen: ["DE", "Hesse"],
};

/** Cities that name their country and region on their own (lower case → [country, region?]). */
const CITIES: Record<string, [string, string?]> = {
  london: ["GB", "England"],
  manchester: ["GB", "England"],
  birmingham: ["GB", "England"],
  leeds: ["GB", "England"],
  bristol: ["GB", "England"],
  edinburgh: ["GB", "Scotland"],
  glasgow: ["GB", "Scotland"],
  cardiff: ["GB", "Wales"],
  belfast: ["GB", "Northern Ireland"],
  dublin: ["IE"],
  berlin: ["DE", "Berlin"],
  munich: ["DE", "Bavaria"],
  münchen: ["DE", "Bavaria"],
  hamburg: ["DE", "Hamburg"],
  frankfurt: ["DE", "Hesse"],
  cologne: ["DE", "North Rhine-Westphalia"],
  düsseldorf: ["DE", "North Rhine-Westphalia"],
  stuttgart: ["DE", "Baden-Württemberg"],
  paris: ["FR", "Île-de-France"],
  lyon: ["FR", "Auvergne-Rhône-Alpes"],
  amsterdam: ["NL", "North Holland"],
  rotterdam: ["NL", "South Holland"],
  brussels: ["BE", "Brussels"],
  vienna: ["AT", "Vienna"],
  zurich: ["CH", "Zurich"],
  zürich: ["CH", "Zurich"],
  madrid: ["ES", "Madrid"],
  barcelona: ["ES", "Catalonia"],
  lisbon: ["PT", "Lisbon"],
  milan: ["IT", "Lombardy"],
  rome: ["IT", "Lazio"],
  warsaw: ["PL", "Masovia"],
  prague: ["CZ", "Prague"],
  copenhagen: ["DK", "Capital Region"],
  stockholm: ["SE", "Stockholm"],
  helsinki: ["FI", "Uusimaa"],
  oslo: ["NO", "Oslo"],
  tallinn: ["EE"],
  "new york city": ["US", "New York"],
  nyc: ["US", "New York"],
  "san francisco": ["US", "California"],
  "los angeles": ["US", "California"],
  chicago: ["US", "Illinois"],
  seattle: ["US", "Washington"],
  boston: ["US", "Massachusetts"],
  denver: ["US", "Colorado"],
  austin: ["US", "Texas"],
  toronto: ["CA", "Ontario"],
  vancouver: ["CA", "British Columbia"],
  montreal: ["CA", "Quebec"],
  sydney: ["AU", "New South Wales"],
  melbourne: ["AU", "Victoria"],
  singapore: ["SG"],
};

const COUNTRY_BY_NAME: Record<string, string> = {
  ...Object.fromEntries(Object.entries(COUNTRY_NAMES).map(([code, name]) => [name.toLowerCase(), code])),
  ...COUNTRY_ALIASES,
};

/** Where a location is: the last part that names a country, a region or a known city. */
export function placeOf(location: string | undefined): JobPlace {
  const text = (location ?? "").trim();
  if (!text) return {};
  const parts = text
    .split(/[,/|;]|\s+-\s+|\(|\)/)
    .map((part) => part.trim())
    .filter(Boolean);
  let country: string | undefined;
  let region: string | undefined;
  for (const part of [...parts].reverse()) {
    const lower = part.toLowerCase();
    const code = part.toUpperCase();
    // "Berlin, DE" is Germany, "Dover, DE" Delaware: a country code counts when a city agrees.
    const codedCountry =
      part.length === 2 && COUNTRY_NAMES[code] && parts.some((p) => CITIES[p.toLowerCase()]?.[0] === code)
        ? code
        : undefined;
    const namedCountry = COUNTRY_BY_NAME[lower] ?? codedCountry;
    if (!country && namedCountry) {
      country = namedCountry;
      // "England" names a country and a region at once.
      if (REGIONS[lower]?.[0] === namedCountry) region ??= REGIONS[lower][1];
      continue;
    }
    const stateOrProvince =
      part.length === 2 && part === code
        ? country !== "CA" && US_STATES[code]
          ? (["US", US_STATES[code]] as const)
          : CA_PROVINCES[code]
            ? (["CA", CA_PROVINCES[code]] as const)
            : undefined
        : undefined;
    const found = stateOrProvince ?? REGIONS[lower] ?? CITIES[lower];
    if (found && (!country || country === found[0])) {
      country ??= found[0];
      region ??= found[1];
    }
  }
  return { ...(country ? { country } : {}), ...(region ? { region } : {}) };
}

/** The place a job's pay counts under: where it is, or for a remote job the one country it hires from. */
export function jobPlaceOf(job: {
  location?: string;
  workplace?: string;
  applicantLocation?: string;
}): JobPlace {
  const place = placeOf(job.location);
  if (place.country || job.workplace !== "remote") return place;
  // Only when every place it takes applicants from is in the same country ("UK, Ireland" is none).
  const countries = (job.applicantLocation ?? "")
    .split(/[,;/|]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => placeOf(part).country);
  const [first] = countries;
  return first && countries.every((country) => country === first) ? { country: first } : {};
}
