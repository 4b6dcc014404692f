// Demo events (today, upcoming and past; in person, online and hybrid; several time zones; free
// and paid; with CPD credits; one cancelled, one postponed; approved and pending) and jobs
// (approved and pending), keyed by title (and company for jobs).
import type { EventAttendance, EventStatus } from "../../../lib/constants";
import { fromWallTime, SITE_TIME_ZONE } from "../../../lib/dates";
import type { Credit, Organisation, Price } from "../../../lib/offers/offer-schemas";
import { Event } from "../../../models/Event";
import { Job } from "../../../models/Job";
import { demoCompany } from "./demo-companies";
import { daysAgo, upsertByKey } from "./upsert";

type DemoEvent = {
  title: string;
  description: string;
  inDays: number;
  /** Wall-clock hour in `timeZone` (the site's by default). */
  hour: number;
  hours?: number;
  timeZone?: string;
  attendance?: EventAttendance;
  location?: string;
  link?: string;
  organizer?: Organisation;
  registrationUrl?: string;
  price?: Price;
  credits?: Credit[];
  status?: EventStatus;
  isApproved: boolean;
};

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "HR Analytics Meetup London",
    description: "An evening of short talks on people analytics, followed by networking.",
    inDays: 0,
    hour: 18,
    location: "Shoreditch, London",
    isApproved: true,
  },
  {
    title: "Payroll Compliance Webinar",
    description: "What changes in payroll tax rules mean for your next pay run.",
    inDays: 3,
    hour: 9,
    timeZone: "America/New_York",
    link: "https://events.example.com/payroll-compliance",
    organizer: { name: "Payroll Leaders Network", url: "https://payroll-leaders.example.com" },
    registrationUrl: "https://events.example.com/payroll-compliance/register",
    price: { amount: 0, currency: "USD" },
    credits: [
      { body: "SHRM", amount: 1.5 },
      { body: "HRCI", amount: 1.5 },
    ],
    isApproved: true,
  },
  {
    title: "Talent Acquisition Summit 2026",
    description: "Two days on skills-based hiring, employer brand and recruiting technology.",
    inDays: 12,
    hour: 9,
    hours: 8,
    timeZone: "Europe/Amsterdam",
    attendance: "hybrid",
    location: "Amsterdam RAI, Amsterdam",
    link: "https://events.example.com/ta-summit-live",
    organizer: { name: "Talent Acquisition Europe", url: "https://ta-europe.example.com" },
    registrationUrl: "https://events.example.com/ta-summit/tickets",
    price: { amount: 495, currency: "EUR" },
    credits: [
      { body: "SHRM", amount: 6 },
      { body: "CIPD", amount: 7 },
    ],
    isApproved: true,
  },
  {
    title: "Benefits Design Roundtable",
    description: "A small-group discussion on wellbeing budgets and flexible benefits.",
    inDays: 21,
    hour: 11,
    hours: 2,
    location: "Manchester Central, Manchester",
    price: { amount: 35, currency: "GBP" },
    credits: [{ body: "CIPD", amount: 2 }],
    status: "postponed",
    isApproved: true,
  },
  {
    title: "Performance Reviews Without the Pain",
    description: "A practical online workshop for managers and HR business partners.",
    inDays: 30,
    hour: 10,
    timeZone: "Asia/Tokyo",
    link: "https://events.example.com/performance-reviews",
    price: { amount: 0, currency: "GBP" },
    isApproved: true,
  },
  {
    title: "Total Rewards Forum",
    description: "Pay transparency, salary bands and long-term incentives in practice.",
    inDays: 45,
    hour: 10,
    timeZone: "Europe/Berlin",
    location: "Berlin Congress Center, Berlin",
    status: "cancelled",
    isApproved: true,
  },
  {
    title: "Pay Transparency Readiness Workshop",
    description:
      "A hands-on morning on salary bands, job-ad ranges and the EU directive's reporting duties, with templates to take away.",
    inDays: 16,
    hour: 9,
    hours: 3,
    timeZone: "Europe/Dublin",
    attendance: "hybrid",
    location: "The Digital Hub, Dublin",
    link: "https://events.example.com/pay-transparency-live",
    organizer: { name: "Reward Practitioners Ireland", url: "https://reward-ireland.example.com" },
    registrationUrl: "https://events.example.com/pay-transparency/register",
    price: { amount: 120, currency: "EUR" },
    credits: [
      { body: "CIPD", amount: 3 },
      { body: "SHRM", amount: 3 },
    ],
    isApproved: true,
  },
  {
    title: "Employee Relations Clinic",
    description: "Bring an anonymised case and work through it with two employment lawyers and your peers.",
    inDays: 6,
    hour: 14,
    hours: 1.5,
    link: "https://events.example.com/er-clinic",
    organizer: { name: "HR Pulse" },
    price: { amount: 0, currency: "GBP" },
    credits: [{ body: "CIPD", amount: 1.5 }],
    isApproved: true,
  },
  {
    title: "HR Tech Demo Day",
    description: "Vendors show new HRIS and AI screening features; bring your questions.",
    inDays: 8,
    hour: 13,
    link: "https://events.example.com/hr-tech-demo-day",
    isApproved: false,
  },
  {
    title: "People Leaders Breakfast",
    description: "Informal breakfast for heads of people in the tech sector.",
    inDays: 5,
    hour: 8,
    location: "Dublin Docklands, Dublin",
    isApproved: false,
  },
  {
    title: "Employee Wellbeing Conference",
    description: "Research and case studies on mental health at work.",
    inDays: -10,
    hour: 9,
    location: "ExCeL, London",
    isApproved: true,
  },
  {
    title: "Global Payroll Virtual Day",
    description: "Consolidating payroll across countries: lessons from three rollouts.",
    inDays: -25,
    hour: 12,
    link: "https://events.example.com/global-payroll",
    isApproved: true,
  },
  {
    title: "Recruiting Ops Unconference",
    description: "Participant-led sessions on recruiting operations and data.",
    inDays: -40,
    hour: 10,
    location: "Lisbon Factory, Lisbon",
    isApproved: true,
  },
];

type DemoJob = {
  title: string;
  /** The company's slug in demo-companies.ts. */
  company: string;
  location: string;
  description: string;
  isApproved: boolean;
  employmentType: string[];
  workplace: "onsite" | "hybrid" | "remote";
  applicantLocation?: string;
  salary?: { min?: number; max?: number; currency: "GBP" | "USD" | "EUR"; unit: "HOUR" | "MONTH" | "YEAR" };
  /** Days from today until it stops being listed (moves with the calendar on every seed). */
  validInDays: number;
  status?: "open" | "filled";
};

export const DEMO_JOBS: DemoJob[] = [
  {
    title: "HR Business Partner",
    company: "northwind-logistics",
    location: "Leeds, UK",
    description:
      "Partner with the operations directors of our northern depots on workforce planning, employee relations and change. You will coach depot managers through a year of new shift patterns and lead our engagement survey follow-up.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 48000, max: 56000, currency: "GBP", unit: "YEAR" },
    validInDays: 25,
  },
  {
    title: "Employee Relations Adviser",
    company: "northwind-logistics",
    location: "Leeds, UK",
    description:
      "Advise managers on disciplinary, grievance and absence cases across 14 sites, keep our policies current with UK employment law and help us resolve issues early and fairly.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 36000, max: 42000, currency: "GBP", unit: "YEAR" },
    validInDays: 35,
  },
  {
    title: "People Analytics Lead",
    company: "contoso-health",
    location: "Remote (EU)",
    description:
      "Build our people analytics function from the ground up: a clean data model in the HRIS, dashboards leaders trust, and studies on retention of clinical staff. You will report to the Chief People Officer.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "remote",
    applicantLocation: "Germany, Netherlands, Ireland",
    salary: { min: 75000, max: 90000, currency: "EUR", unit: "YEAR" },
    validInDays: 40,
  },
  {
    title: "Learning & Development Partner",
    company: "contoso-health",
    location: "Utrecht, Netherlands",
    description:
      "Design onboarding and leadership programmes for nurses moving into team-lead roles, working with clinical educators and an external learning platform.",
    isApproved: true,
    employmentType: ["FULL_TIME", "PART_TIME"],
    workplace: "hybrid",
    salary: { min: 52000, max: 62000, currency: "EUR", unit: "YEAR" },
    validInDays: 28,
  },
  {
    title: "HR Payroll Specialist",
    company: "fabrikam-retail",
    location: "Birmingham, UK",
    description:
      "Run the weekly payroll for 3,000 store colleagues during our peak season: timesheet checks, holiday pay, statutory payments and answering colleagues' pay questions.",
    isApproved: true,
    employmentType: ["PART_TIME", "TEMPORARY"],
    workplace: "onsite",
    salary: { min: 18, max: 22, currency: "GBP", unit: "HOUR" },
    // Expiring soon: shows on the dashboard and gets the poster's reminder.
    validInDays: 2,
  },
  {
    title: "Store Recruitment Coordinator",
    company: "fabrikam-retail",
    location: "Birmingham, UK",
    description:
      "Schedule interviews, run assessment days and keep candidates informed for store roles across the Midlands. You will own our candidate-experience survey and its results.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "onsite",
    salary: { min: 26000, max: 29000, currency: "GBP", unit: "YEAR" },
    validInDays: 21,
  },
  {
    title: "Talent Acquisition Partner",
    company: "tailspin-software",
    location: "New York, NY",
    description:
      "Hire engineers and product managers for our New York office with structured interviews and a fast, respectful process. You will partner with hiring managers from the intake meeting to the offer.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 85000, max: 105000, currency: "USD", unit: "YEAR" },
    validInDays: 30,
  },
  {
    title: "Total Rewards Analyst",
    company: "tailspin-software",
    location: "Austin, TX",
    description:
      "Maintain our salary bands, run market pricing for new roles and prepare the data for our annual pay equity audit. Strong spreadsheet and survey-data skills required.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 78000, max: 92000, currency: "USD", unit: "YEAR" },
    validInDays: 45,
  },
  {
    title: "Head of People",
    company: "tailspin-software",
    location: "New York, NY",
    description:
      "Lead a team of eight across talent, people operations and rewards as we grow from 300 to 500 people. You will sit on the leadership team and own our people strategy.",
    isApproved: false,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 190000, max: 230000, currency: "USD", unit: "YEAR" },
    validInDays: 45,
  },
  {
    title: "Compensation & Benefits Manager",
    company: "woodgrove-bank",
    location: "London, UK",
    description:
      "Own the annual pay review, bonus plan administration and benefits renewals for our UK workforce, and prepare our first reports under the new pay-transparency rules.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "onsite",
    validInDays: 20,
    status: "filled",
  },
  {
    title: "HR Generalist",
    company: "woodgrove-bank",
    location: "Edinburgh, UK",
    description:
      "Be the first point of contact for 400 colleagues in our Edinburgh office: onboarding, contract changes, absence management and employee questions, with support from our London team.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 34000, max: 39000, currency: "GBP", unit: "YEAR" },
    validInDays: 33,
  },
  {
    title: "Diversity & Inclusion Lead",
    company: "woodgrove-bank",
    location: "London, UK",
    description:
      "Shape our inclusion strategy, support our employee networks and report on representation at every level of the bank.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 70000, max: 82000, currency: "GBP", unit: "YEAR" },
    validInDays: 50,
  },
  {
    title: "HRIS Analyst",
    company: "adventure-works",
    location: "Remote (US)",
    description:
      "Configure and support our HRIS through a migration to a new platform: data mapping, integrations with payroll and benefits carriers, testing and user guides.",
    isApproved: true,
    employmentType: ["CONTRACTOR"],
    workplace: "remote",
    applicantLocation: "United States",
    salary: { min: 6500, max: 8000, currency: "USD", unit: "MONTH" },
    validInDays: 60,
  },
  {
    title: "People Operations Specialist",
    company: "adventure-works",
    location: "Denver, CO",
    description:
      "Keep our people processes running smoothly: offer letters, onboarding, leave administration and the employee handbook, for a growing outdoor-equipment business.",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "onsite",
    salary: { min: 58000, max: 66000, currency: "USD", unit: "YEAR" },
    validInDays: 27,
  },
  {
    title: "Recruiter (Warehouse Hiring)",
    company: "northwind-logistics",
    location: "Doncaster, UK",
    description:
      "Fill warehouse and driver roles for our new Doncaster hub, working with local job centres and colleges and running weekly open days.",
    isApproved: false,
    employmentType: ["FULL_TIME"],
    workplace: "onsite",
    salary: { min: 30000, max: 34000, currency: "GBP", unit: "YEAR" },
    validInDays: 30,
  },
];

/** `hour` o'clock in `timeZone`, `inDays` from today's date in UTC ("today" stays within today). */
function eventDate(inDays: number, hour: number, timeZone: string): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + inDays);
  const wall = `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
  return fromWallTime(wall, timeZone) ?? day;
}

export async function seedDemoEvents(): Promise<number> {
  const records = DEMO_EVENTS.map((event, n) => {
    const attendance = event.attendance ?? (event.location ? "inPerson" : "online");
    const location = event.location ?? "";
    const createdAt = daysAgo(60 - n * 4);
    const timeZone = event.timeZone ?? SITE_TIME_ZONE;
    const date = eventDate(event.inDays, event.hour, timeZone);
    const credits = event.credits ?? [];
    return {
      key: { title: event.title },
      doc: {
        title: event.title,
        description: event.description,
        attendance,
        physical: attendance !== "online",
        location,
        link: event.link ?? "",
        ...(event.organizer ? { organizer: event.organizer } : {}),
        registrationUrl: event.registrationUrl ?? "",
        ...(event.price ? { price: event.price } : {}),
        credits,
        creditBodies: credits.map((credit) => credit.body),
        status: event.status ?? "scheduled",
        searchText: `${event.title}\n${event.description}\n${location}`.toLowerCase(),
        isApproved: event.isApproved,
        createdAt,
        updatedAt: createdAt,
      },
      // Dates move with the calendar, so "today", "upcoming" and "past" stay true on every run.
      always: {
        date,
        endDate: new Date(date.getTime() + (event.hours ?? 1) * 3_600_000),
        timeZone,
      },
    };
  });
  return upsertByKey(Event, records);
}

export async function seedDemoJobs(): Promise<number> {
  const records = DEMO_JOBS.map((job, n) => {
    const createdAt = daysAgo(45 - n * 3, 10);
    const { validInDays, status = "open", company: companySlug, ...fields } = job;
    const company = demoCompany(companySlug);
    const validThrough = new Date();
    validThrough.setUTCDate(validThrough.getUTCDate() + validInDays);
    return {
      key: { title: job.title, company: company.name },
      doc: {
        ...fields,
        company: company.name,
        companyRef: {
          slug: company._id,
          name: company.name,
          website: company.website,
          logoUrl: "",
          verified: true,
        },
        link: `${company.website}/careers/${n + 1}`,
        ...(job.isApproved ? { approvedAt: createdAt } : {}),
        createdAt,
        updatedAt: createdAt,
      },
      // Expiry moves with the calendar, so "open", "expiring soon" and "filled" stay true on every run.
      always: { validThrough, status },
    };
  });
  return upsertByKey(Job, records);
}
