// The recertification rules of each credit body, in one place: how long a cycle runs, how many
// credits it needs and which categories have minimums. Pure data (the browser imports it too).
//
// Sources (read November 2026; check them again when a body changes its handbook):
// - SHRM: "SHRM Recertification Requirements" (shrm.org/credentials/certification/recertification):
//   SHRM-CP and SHRM-SCP holders earn 60 professional development credits (PDCs) in each
//   three-year recertification period; no category minimums.
// - HRCI: "Recertification Policies and Procedures Handbook" and "Specified Credit"
//   (hrci.org/recertification): every credential recertifies every three years; aPHR/aPHRi need 45
//   credits, PHR/PHRi/PHRca/SPHR/SPHRi/GPHR 60; SPHR/SPHRi need at least 15 Business credits, GPHR
//   15 Global, PHRca 15 California; since January 2021 every certificant needs one Ethics credit
//   within the 45/60.
// - CIPD: "CPD for members" and the Code of Professional Conduct (cipd.org/uk/learning/cpd):
//   members keep up their CPD and a reflective record of it, reviewed yearly and open to CIPD's
//   sample checks; there is no set number of hours, so the yearly cycle has no minimum here.

export const CPD_BODIES = ["SHRM", "HRCI", "CIPD"] as const;
export type CpdBody = (typeof CPD_BODIES)[number];

export const HRCI_CREDENTIALS = ["aPHR", "aPHRi", "PHR", "PHRi", "PHRca", "SPHR", "SPHRi", "GPHR"] as const;
export type HrciCredential = (typeof HRCI_CREDENTIALS)[number];
export const DEFAULT_HRCI_CREDENTIAL: HrciCredential = "PHR";

export type CategoryMinimum = { category: string; required: number };

export type CycleRule = {
  body: CpdBody;
  /** The credential whose rule this is (HRCI's differ per credential). */
  credential?: string;
  months: number;
  required: number;
  /** What the body calls one credit. */
  unit: string;
  categoryMinimums: CategoryMinimum[];
  source: string;
};

const SHRM_RULE: CycleRule = {
  body: "SHRM",
  months: 36,
  required: 60,
  unit: "PDCs",
  categoryMinimums: [],
  source: "https://www.shrm.org/credentials/certification/recertification",
};

const CIPD_RULE: CycleRule = {
  body: "CIPD",
  months: 12,
  required: 0,
  unit: "hours",
  categoryMinimums: [],
  source: "https://www.cipd.org/uk/learning/cpd/",
};

const HRCI_SOURCE = "https://www.hrci.org/recertification/recertify-by-credit/specified-credit";
const ETHICS: CategoryMinimum = { category: "Ethics", required: 1 };
const SPECIFIED: Partial<Record<HrciCredential, CategoryMinimum>> = {
  SPHR: { category: "Business", required: 15 },
  SPHRi: { category: "Business", required: 15 },
  GPHR: { category: "Global", required: 15 },
  PHRca: { category: "California", required: 15 },
};

/** Categories a credit may name, per body (HRCI's general credits need none). */
export const CREDIT_CATEGORIES: Record<CpdBody, readonly string[]> = {
  SHRM: ["Education", "Advance your organization", "Advance the profession"],
  HRCI: ["General", "Business", "Global", "California", "Ethics"],
  CIPD: [],
};

function hrciRule(credential: HrciCredential): CycleRule {
  const specified = SPECIFIED[credential];
  return {
    body: "HRCI",
    credential,
    months: 36,
    required: credential.startsWith("aPHR") ? 45 : 60,
    unit: "credits",
    categoryMinimums: specified ? [specified, ETHICS] : [ETHICS],
    source: HRCI_SOURCE,
  };
}

export function isHrciCredential(value: string): value is HrciCredential {
  return (HRCI_CREDENTIALS as readonly string[]).includes(value);
}

/** The rule for a body (and, for HRCI, a credential; PHR when none is named). */
export function cycleRule(body: CpdBody, credential?: string): CycleRule {
  if (body === "SHRM") return SHRM_RULE;
  if (body === "CIPD") return CIPD_RULE;
  return hrciRule(credential && isHrciCredential(credential) ? credential : DEFAULT_HRCI_CREDENTIAL);
}

/** The bodies (and HRCI credential) a member's listed credentials answer to. */
export function bodiesForCredentials(
  credentials: readonly string[],
): { body: CpdBody; credential?: string }[] {
  const found = new Map<CpdBody, string | undefined>();
  for (const raw of credentials) {
    const credential = raw.trim();
    if (/^SHRM-S?CP$/i.test(credential)) found.set("SHRM", undefined);
    else if (isHrciCredential(credential) && !found.get("HRCI")) found.set("HRCI", credential);
    else if (/^CIPD\b/i.test(credential)) found.set("CIPD", undefined);
  }
  return [...found].map(([body, credential]) => (credential ? { body, credential } : { body }));
}
