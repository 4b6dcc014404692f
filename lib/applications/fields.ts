// Applications (issue 43), client-safe: the statuses, how a candidate reads them, and the limits.

/** The employer's statuses (stored); `withdrawn` is the candidate's own. */
export const APPLICATION_STATUSES = [
  "submitted",
  "reviewed",
  "shortlisted",
  "rejected",
  "hired",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What an owner may set. */
export const OWNER_STATUSES = ["reviewed", "shortlisted", "rejected", "hired"] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

export const EMPLOYER_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "New",
  reviewed: "Reviewed",
  shortlisted: "Shortlisted",
  rejected: "Rejected",
  hired: "Hired",
  withdrawn: "Withdrawn",
};

/** The candidate's view: reviewed and shortlisted are both "in review" (the employer has said nothing yet). */
export const CANDIDATE_STATUSES = ["submitted", "in_review", "rejected", "hired", "withdrawn"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export function candidateStatusOf(status: ApplicationStatus): CandidateStatus {
  return status === "reviewed" || status === "shortlisted" ? "in_review" : status;
}

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  submitted: "Submitted",
  in_review: "In review",
  rejected: "Not selected",
  hired: "Hired",
  withdrawn: "Withdrawn",
};

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_LETTER_MAX = 5000;
export const ANSWER_MAX = 2000;
export const STATUS_MESSAGE_MAX = 2000;
/** Applications one address may send in a day. */
export const APPLICATIONS_PER_ADDRESS_PER_DAY = 10;

/** What the candidate reads when the employer writes nothing. */
export const DEFAULT_REJECTION =
  "Thank you for your interest and the time you took to apply. After careful consideration, we have decided not to move forward with your application. We wish you every success in your search.";
export const DEFAULT_HIRED =
  "Congratulations: we would like to offer you the role. We will be in touch about the next steps.";
