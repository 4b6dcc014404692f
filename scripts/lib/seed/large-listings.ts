// Generated events, jobs and certifications for the large seed, as plain documents for insertMany.
import { Types } from "mongoose";
import { sanitizeHtml } from "../../../lib/html/sanitize";
import { pick } from "./text";
import { ruleFieldsOf } from "../../../lib/jobs/rules/stored-job-fields";

const DAY = 86_400_000;
const EVENT_KINDS = [
  "Meetup",
  "Webinar",
  "Summit",
  "Roundtable",
  "Workshop",
  "Conference",
  "Breakfast Briefing",
];
const EVENT_THEMES = [
  "People Analytics",
  "Payroll Compliance",
  "Talent Acquisition",
  "HR Technology",
  "Total Rewards",
  "Wellbeing",
  "Performance",
];
const CITIES = [
  "London",
  "Manchester",
  "Dublin",
  "Amsterdam",
  "Berlin",
  "Paris",
  "Madrid",
  "Lisbon",
  "Stockholm",
  "Warsaw",
];
const JOB_TITLES = [
  "HR Business Partner",
  "Payroll Specialist",
  "Recruiter",
  "People Analytics Lead",
  "HRIS Analyst",
  "Benefits Manager",
  "HR Generalist",
  "Head of People",
];
const COMPANIES = [
  "Northwind",
  "Contoso",
  "Fabrikam",
  "Tailspin",
  "Woodgrove",
  "Adventure Works",
  "Litware",
  "Proseware",
  "Wide World Importers",
];
const CERT_SUBJECTS = [
  "HR Fundamentals",
  "People Analytics",
  "Total Rewards",
  "Talent Acquisition",
  "Global Payroll",
  "HR Technology",
  "Employee Relations",
];

export function largeEvent(n: number, now: number, total: number): Record<string, unknown> {
  const title = `${pick(EVENT_THEMES, n)} ${pick(EVENT_KINDS, Math.floor(n / EVENT_THEMES.length))} #${n + 1}`;
  const physical = n % 5 < 3;
  const city = pick(CITIES, n * 3);
  const location = physical ? `${city} Conference Centre, ${city}` : "";
  const description = `A ${physical ? "in-person" : "virtual"} session on ${pick(EVENT_THEMES, n).toLowerCase()} for HR practitioners.`;
  // From a year back to a year ahead.
  const date = new Date(now + Math.floor(((n / total) * 2 - 1) * 365 * DAY));
  const createdAt = new Date(Math.min(now, date.getTime()) - 30 * DAY);
  return {
    _id: new Types.ObjectId(),
    title,
    description,
    date,
    physical,
    location,
    link: physical ? "" : `https://events.example.com/sessions/${n + 1}`,
    searchText: `${title}\n${description}\n${location}`.toLowerCase(),
    isApproved: n % 10 !== 0,
    state: n % 10 !== 0 ? "approved" : "pending",
    createdAt,
    updatedAt: createdAt,
  };
}

export function largeJob(n: number, now: number, total: number): Record<string, unknown> {
  const company = pick(COMPANIES, n);
  const title = pick(JOB_TITLES, Math.floor(n / COMPANIES.length));
  const createdAt = new Date(now - Math.floor(((n + 1) / total) * 365 * DAY));
  const job = {
    _id: new Types.ObjectId(),
    title,
    company,
    location: `${pick(CITIES, n * 7)}${n % 3 === 0 ? " (hybrid)" : ""}`,
    description: `${company} is hiring a ${title} to help build a great place to work. Competitive pay, learning budget and flexible hours.`,
    link: `https://careers.example.com/jobs/${n + 1}`,
    isApproved: n % 10 !== 0,
    employmentType: [pick(["FULL_TIME", "FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY"], n)],
    workplace: pick(["onsite", "hybrid", "remote"], n),
    ...(n % 2 === 0
      ? {
          salary: {
            min: 30000 + (n % 40) * 1000,
            max: 45000 + (n % 40) * 1000,
            currency: pick(["GBP", "USD", "EUR"], n),
            unit: "YEAR",
          },
        }
      : {}),
    // Open for a while yet, whatever their age: a large board of live jobs.
    validThrough: new Date(now + ((n % 150) + 1) * DAY),
    approvedAt: createdAt,
    status: "open",
    state: n % 10 !== 0 ? "approved" : "pending",
    createdAt,
    updatedAt: createdAt,
  };
  // Written as the site writes a job today, so `npm run db:migrate` has nothing to do for it.
  return { ...job, ...ruleFieldsOf(job) };
}

export function largeCertification(
  n: number,
  now: number,
  levels: readonly string[],
): Record<string, unknown> {
  const subject = pick(CERT_SUBJECTS, n);
  const level = pick(levels, Math.floor(n / CERT_SUBJECTS.length));
  const title = `${subject} ${level} Certificate ${Math.floor(n / (CERT_SUBJECTS.length * levels.length)) + 1}`;
  const createdAt = new Date(now - (n + 1) * DAY);
  return {
    _id: new Types.ObjectId(),
    title,
    skills: `${subject}, practical case studies, stakeholder communication`,
    description: sanitizeHtml(
      `<p>A ${level.toLowerCase()} course in <strong>${subject.toLowerCase()}</strong> for HR professionals.</p><ul><li>Live sessions</li><li>Weekly assignments</li></ul>`,
    ),
    date: new Date(now + ((n % 120) + 7) * DAY),
    duration: `${(n % 10) + 2} weeks`,
    registrationLink: `https://academy.example.com/courses/large-${n + 1}`,
    level,
    createdAt,
    updatedAt: createdAt,
  };
}
