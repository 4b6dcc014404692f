// Demo events (today, upcoming and past; in person, online and hybrid; several time zones; free
// and paid; with CPD credits; one cancelled, one postponed; approved and pending) and jobs
// (approved and pending), keyed by title (and company for jobs).
import type { EventAttendance, EventStatus } from "../../../lib/constants";
import { fromWallTime, SITE_TIME_ZONE } from "../../../lib/dates";
import type { Credit, Organisation, Price } from "../../../lib/offers/offer-schemas";
import { Event } from "../../../models/Event";
import { Job } from "../../../models/Job";
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

const EVENTS: DemoEvent[] = [
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
  company: string;
  location: string;
  isApproved: boolean;
  employmentType: string[];
  workplace: "onsite" | "hybrid" | "remote";
  applicantLocation?: string;
  salary?: { min?: number; max?: number; currency: "GBP" | "USD" | "EUR"; unit: "HOUR" | "MONTH" | "YEAR" };
  /** Days from today until it stops being listed (moves with the calendar on every seed). */
  validInDays: number;
  status?: "open" | "filled";
};

const JOBS: DemoJob[] = [
  {
    title: "HR Business Partner",
    company: "Northwind Logistics",
    location: "Leeds, UK",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 48000, max: 56000, currency: "GBP", unit: "YEAR" },
    validInDays: 25,
  },
  {
    title: "People Analytics Lead",
    company: "Contoso Health",
    location: "Remote (EU)",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "remote",
    applicantLocation: "Germany, Netherlands, Ireland",
    salary: { min: 75000, max: 90000, currency: "EUR", unit: "YEAR" },
    validInDays: 40,
  },
  {
    title: "Payroll Specialist",
    company: "Fabrikam Retail",
    location: "Birmingham, UK",
    isApproved: true,
    employmentType: ["PART_TIME", "TEMPORARY"],
    workplace: "onsite",
    salary: { min: 18, max: 22, currency: "GBP", unit: "HOUR" },
    // Expiring soon: shows on the dashboard and gets the poster's reminder.
    validInDays: 2,
  },
  {
    title: "Talent Acquisition Partner",
    company: "Tailspin Software",
    location: "New York, NY",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    salary: { min: 85000, max: 105000, currency: "USD", unit: "YEAR" },
    validInDays: 30,
  },
  {
    title: "Compensation & Benefits Manager",
    company: "Woodgrove Bank",
    location: "London, UK",
    isApproved: true,
    employmentType: ["FULL_TIME"],
    workplace: "onsite",
    validInDays: 20,
    status: "filled",
  },
  {
    title: "HRIS Analyst",
    company: "Adventure Works",
    location: "Remote (US)",
    isApproved: true,
    employmentType: ["CONTRACTOR"],
    workplace: "remote",
    applicantLocation: "United States",
    salary: { min: 6500, max: 8000, currency: "USD", unit: "MONTH" },
    validInDays: 60,
  },
  {
    title: "Learning & Development Coordinator",
    company: "Litware Media",
    location: "Dublin, Ireland",
    isApproved: false,
    employmentType: ["FULL_TIME"],
    workplace: "hybrid",
    validInDays: 30,
  },
  {
    title: "Head of People",
    company: "Proseware Labs",
    location: "Amsterdam, Netherlands",
    isApproved: false,
    employmentType: ["FULL_TIME"],
    workplace: "onsite",
    salary: { min: 110000, currency: "EUR", unit: "YEAR" },
    validInDays: 45,
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
  const records = EVENTS.map((event, n) => {
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
  const records = JOBS.map((job, n) => {
    const createdAt = daysAgo(45 - n * 5, 10);
    const description =
      `${job.company} is looking for a ${job.title} to join a growing people team. ` +
      "You will work closely with managers across the business, improve our HR processes and help build a great place to work.";
    const { validInDays, status = "open", ...fields } = job;
    const validThrough = new Date();
    validThrough.setUTCDate(validThrough.getUTCDate() + validInDays);
    return {
      key: { title: job.title, company: job.company },
      doc: {
        ...fields,
        description,
        link: `https://careers.example.com/${job.company.toLowerCase().replace(/\W+/g, "-")}/${n + 1}`,
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
