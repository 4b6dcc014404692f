// Role family and seniority of a job, from its title (and, for seniority only, its description):
// THE rules module (issue 45). A table of patterns per family and per level, tried in order, each
// row with examples that role-family.test.ts checks. Client-safe (the job form shows the result).

export const ROLE_FAMILIES = [
  "hr-business-partner",
  "talent-acquisition",
  "compensation-benefits",
  "hr-operations",
  "learning-development",
  "people-analytics",
  "employee-relations",
  "dei",
  "payroll",
  "hr-generalist",
  "hr-leadership",
  "other-hr",
  "not-hr",
] as const;
export type RoleFamily = (typeof ROLE_FAMILIES)[number];

export const ROLE_FAMILY_LABELS: Record<RoleFamily, string> = {
  "hr-business-partner": "HR business partner",
  "talent-acquisition": "Talent acquisition / recruiting",
  "compensation-benefits": "Compensation & benefits / total rewards",
  "hr-operations": "HR operations & HRIS",
  "learning-development": "Learning & development",
  "people-analytics": "People analytics",
  "employee-relations": "Employee relations",
  dei: "Diversity, equity & inclusion",
  payroll: "Payroll",
  "hr-generalist": "HR generalist",
  "hr-leadership": "HR leadership",
  "other-hr": "Other HR",
  "not-hr": "Not HR",
};

export const SENIORITIES = ["entry", "mid", "senior", "lead", "head", "executive"] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const SENIORITY_LABELS: Record<Seniority, string> = {
  entry: "Entry",
  mid: "Mid",
  senior: "Senior",
  lead: "Lead / manager",
  head: "Head / director",
  executive: "Executive",
};

/** How a job got its classification: these rules, the poster's correction or a staff override. */
export const CLASSIFICATION_SOURCES = ["rules", "poster", "staff"] as const;
export type ClassificationSource = (typeof CLASSIFICATION_SOURCES)[number];

export type Classification = { family: RoleFamily; seniority: Seniority };

type Row<T> = { value: T; patterns: RegExp[]; unless?: RegExp[]; examples: string[] };

/**
 * Families, most specific first: the first row with a matching pattern (and no matching `unless`)
 * wins. A specialist family beats leadership ("Head of Talent Acquisition" is talent acquisition at
 * head level); leadership beats the generalist rows ("Head of People", "HR Director").
 */
export const FAMILY_RULES: readonly Row<RoleFamily>[] = [
  {
    value: "not-hr",
    // Finance roles that handle payroll or benefits money are accounting, not HR.
    patterns: [/\baccountant\b/, /\baccounts? payable\b/, /\bbookkeep/, /\bpayroll tax (auditor|attorney)\b/],
    examples: ["Payroll Accountant", "Accounts Payable and Payroll Clerk"],
  },
  {
    value: "people-analytics",
    patterns: [
      /\b(people|hr|workforce|talent|human resources) (data|analytics|insights?|reporting)\b/,
      /\b(people|hr|workforce) (data )?(analyst|scientist)\b/,
      /\bworkforce planning\b/,
    ],
    examples: ["People Analytics Lead", "HR Data Analyst", "Workforce Planning Manager"],
  },
  {
    value: "payroll",
    patterns: [/\bpayroll\b/],
    examples: ["HR Payroll Specialist", "Payroll Administrator", "Head of Payroll"],
  },
  {
    value: "compensation-benefits",
    patterns: [
      /\bcompensation\b/,
      /\bbenefits?\b/,
      /\btotal rewards?\b/,
      /\brewards?\b/,
      /\bpensions?\b/,
      /\bc&b\b/,
      /\bexecutive pay\b/,
    ],
    examples: ["Compensation Analyst", "Total Rewards Manager", "Benefits Coordinator"],
  },
  {
    value: "hr-operations",
    patterns: [
      /\bhris\b/,
      /\bhcm\b/,
      /\b(hr|people|human resources) (systems?|technology|tech|operations|ops|shared services|services|service ?desk)\b/,
      /\b(workday|successfactors|oracle hcm|bamboohr|personio)\b/,
      /\bhr (admin|administrator|administration)\b/,
      /\bpersonnel administrator\b/,
    ],
    examples: ["HRIS Analyst", "People Operations Manager", "Workday HCM Consultant"],
  },
  {
    value: "talent-acquisition",
    patterns: [
      /\brecruit(er|ers|ing|ment)\b/,
      /\btalent acquisition\b/,
      /\btalent (partner|sourcer|scout|attraction)\b/,
      /\b(sourcer|sourcing specialist|resourcer|headhunter)\b/,
      /\bemployer brand(ing)?\b/,
      /\bcampus (relations|hiring)\b/,
    ],
    // A procurement "sourcing" role is not recruiting.
    unless: [/\bprocurement\b/, /\bstrategic sourcing\b/],
    examples: ["Talent Acquisition Partner", "Senior Technical Recruiter", "Sourcer"],
  },
  {
    value: "learning-development",
    patterns: [
      /\blearning\b/,
      /\bl&d\b/,
      /\btraining\b/,
      /\binstructional design/,
      /\btalent (management|development)\b/,
      /\b(leadership|organi[sz]ational|career|people) development\b/,
      /\b(od|l&od)\b/,
      /\b(leadership|executive|career) coach(ing)?\b/,
    ],
    unless: [/\bmachine learning\b/, /\bpersonal trainer\b/, /\bsports\b/],
    examples: ["Talent Management Specialist", "Learning & Development Manager", "Instructional Designer"],
  },
  {
    value: "employee-relations",
    patterns: [
      /\b(employee|labou?r|industrial|staff) relations\b/,
      /\bworkplace investigat/,
      /\ber (specialist|advisor|adviser|consultant|manager|lead|partner)\b/,
      /\bcase ?work(er)?\b.*\bhr\b/,
    ],
    examples: ["Employee Relations Advisor", "Labor Relations Manager", "Workplace Investigator"],
  },
  {
    value: "dei",
    patterns: [
      /\bdiversity\b/,
      /\binclusion\b/,
      /\bbelonging\b/,
      /\b(dei|d&i|ed&i|edi|deib)\b/,
      /\bequity,? (diversity|and inclusion|& inclusion)\b/,
    ],
    examples: ["DEI Program Manager", "Head of Diversity & Inclusion", "Inclusion Specialist"],
  },
  {
    value: "hr-business-partner",
    patterns: [/\bhrbp\b/, /\b(hr|human resources|people) business partner\b/, /\b(hr|people) partner\b/],
    examples: ["HR Business Partner", "Senior HRBP", "People Partner"],
  },
  {
    value: "hr-leadership",
    patterns: [
      /\b(chro|cpo)\b/,
      /\bchief (people|human resources|hr|talent|culture|people and culture) officer\b/,
      /\bchief (people|hr)\b/,
      /\b(head|director|vp|vice president|svp|evp) (of )?(people|hr|human resources|people (and|&) culture|people operations)\b/,
      /\b(hr|human resources|people) (director|vice president)\b/,
    ],
    examples: ["Head of People", "Chief People Officer", "HR Director", "VP, Human Resources"],
  },
  {
    value: "hr-generalist",
    patterns: [
      /\bhr\b/,
      /\bhuman resources?\b/,
      /\bpersonnel\b/,
      /\bpeople (generalist|advisor|adviser|officer|specialist|manager|coordinator|assistant)\b/,
    ],
    // Specialist HR work that is none of the families above.
    unless: [
      /\b(mobility|immigration|wellbeing|well-being|engagement|culture|change|compliance|project|policy|onboarding|offboarding)\b/,
    ],
    examples: ["HR Generalist", "HR Manager", "Human Resources Assistant"],
  },
  {
    value: "other-hr",
    patterns: [
      /\bhr\b/,
      /\bhuman resources?\b/,
      /\bglobal mobility\b/,
      /\b(employee|people) (experience|engagement|wellbeing|well-being)\b/,
      /\bimmigration (specialist|coordinator|manager)\b/,
      /\bculture (manager|lead|specialist)\b/,
      /\b(onboarding|offboarding) (specialist|coordinator)\b/,
      /\bworks council\b/,
    ],
    examples: ["Global Mobility Specialist", "HR Project Manager", "Employee Experience Lead"],
  },
];

/** Levels, highest first: the first matching row wins; no match is `mid`. */
export const SENIORITY_RULES: readonly Row<Seniority>[] = [
  {
    value: "executive",
    patterns: [
      /\bchief\b/,
      /\b(chro|cpo)\b/,
      /\b(vp|svp|evp|avp)\b/,
      /\bvice[- ]president\b/,
      /\bgroup (hr|people) director\b/,
    ],
    examples: ["Chief People Officer", "VP Talent", "SVP Total Rewards"],
  },
  {
    value: "head",
    patterns: [/\bhead\b/, /\bdirector\b/],
    unless: [/\bassistant to the director\b/],
    examples: ["Head of People", "Director of Talent Acquisition", "HR Director"],
  },
  {
    value: "lead",
    patterns: [/\blead\b/, /\bprincipal\b/, /\bmanager\b/, /\bsupervisor\b/, /\bteam leader\b/],
    unless: [/\bassistant\b.*\bmanager\b/, /\blead generation\b/],
    examples: ["People Analytics Lead", "HR Manager", "Principal Recruiter"],
  },
  {
    value: "senior",
    patterns: [/\bsenior\b/, /\bsr\b/, /\b(iii|iv)\b/, /\bexperienced\b/, /\bstaff (recruiter|analyst)\b/],
    examples: ["Senior HR Business Partner", "Sr. Recruiter", "Compensation Analyst III"],
  },
  {
    value: "entry",
    patterns: [
      /\b(intern|internship|graduate|trainee|apprentice|apprenticeship|junior|jr|entry[- ]level|working student)\b/,
      /\b(assistant|coordinator|administrator|clerk)\b/,
      /\b(i)\b$/,
    ],
    examples: ["HR Intern", "Recruiting Coordinator", "Junior Payroll Administrator"],
  },
];

/** Description phrases that set the level when the title names none. */
const DESCRIPTION_LEVELS: readonly { value: Seniority; pattern: RegExp }[] = [
  {
    value: "entry",
    pattern: /\b(entry[- ]level|graduate (scheme|programme|program)|no experience (needed|required))\b/,
  },
  { value: "senior", pattern: /\b([7-9]|1[0-9])\+? years\b/ },
];

/** Lower case, `&` and `/` kept as words, punctuation to spaces. */
export function normaliseTitle(text: string): string {
  return ` ${text.toLowerCase()} `
    .replace(/\s*&\s*/g, "&")
    .replace(/[^a-z0-9&+\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function firstMatch<T>(rules: readonly Row<T>[], text: string): T | undefined {
  return rules.find((row) => row.patterns.some((p) => p.test(text)) && !row.unless?.some((p) => p.test(text)))
    ?.value;
}

export function classifyFamily(title: string): RoleFamily {
  return firstMatch(FAMILY_RULES, normaliseTitle(title)) ?? "not-hr";
}

export function classifySeniority(title: string, description = ""): Seniority {
  const fromTitle = firstMatch(SENIORITY_RULES, normaliseTitle(title));
  if (fromTitle) return fromTitle;
  const text = description.toLowerCase();
  return DESCRIPTION_LEVELS.find((row) => row.pattern.test(text))?.value ?? "mid";
}

export function classifyJob(job: { title?: string; description?: string }): Classification {
  const title = job.title ?? "";
  return { family: classifyFamily(title), seniority: classifySeniority(title, job.description ?? "") };
}

export const isRoleFamily = (value: string): value is RoleFamily =>
  (ROLE_FAMILIES as readonly string[]).includes(value);
export const isSeniority = (value: string): value is Seniority =>
  (SENIORITIES as readonly string[]).includes(value);
