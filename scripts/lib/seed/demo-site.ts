// Demo certifications (every level, HTML descriptions) and the single About record.
import { CERTIFICATION_LEVELS, type CertificationFormat } from "../../../lib/constants";
import type { Credit, Organisation, Price } from "../../../lib/offers/offer-schemas";
import { sanitizeHtml } from "../../../lib/html/sanitize";
import { Certification } from "../../../models/Certification";
import { Website } from "../../../models/Website";
import { daysAgo, upsertByKey } from "./upsert";

type DemoCertification = {
  title: string;
  skills: string;
  duration: string;
  format: CertificationFormat;
  price: Price;
  credits: Credit[];
  provider?: Organisation;
  weeks?: number;
};

const CERTIFICATIONS: DemoCertification[] = [
  {
    title: "HR Fundamentals Certificate",
    skills: "Employment law basics, HR administration, onboarding",
    duration: "6 weeks",
    format: "self-paced",
    price: { amount: 0, currency: "GBP" },
    credits: [{ body: "CIPD", amount: 12 }],
  },
  {
    title: "People Analytics Practitioner",
    skills: "Workforce metrics, dashboards, survey analysis, storytelling with data",
    duration: "8 weeks",
    format: "instructor-led",
    price: { amount: 1200, currency: "USD" },
    credits: [
      { body: "SHRM", amount: 24 },
      { body: "HRCI", amount: 24 },
    ],
    provider: { name: "Analytics Academy", url: "https://analytics-academy.example.com" },
    weeks: 8,
  },
  {
    title: "Strategic Total Rewards Professional",
    skills: "Pay structures, market pricing, incentive design, pay equity audits",
    duration: "12 weeks",
    format: "instructor-led",
    price: { amount: 1850, currency: "GBP" },
    credits: [{ body: "CIPD", amount: 30 }],
    weeks: 12,
  },
  {
    title: "Talent Acquisition Essentials",
    skills: "Structured interviewing, sourcing, candidate experience",
    duration: "4 weeks",
    format: "self-paced",
    price: { amount: 299, currency: "GBP" },
    credits: [{ body: "SHRM", amount: 10 }],
  },
  {
    title: "Global Payroll Specialist",
    skills: "Multi-country payroll, compliance, payroll controls",
    duration: "10 weeks",
    format: "in-person",
    price: { amount: 2400, currency: "EUR" },
    credits: [{ body: "Other", amount: 40 }],
    provider: { name: "Global Payroll Institute" },
    weeks: 10,
  },
  {
    title: "HR Technology Architect",
    skills: "HRIS selection, integrations, data governance, AI in HR",
    duration: "3 months",
    format: "in-person",
    price: { amount: 3200, currency: "GBP" },
    credits: [
      { body: "SHRM", amount: 30 },
      { body: "HRCI", amount: 30 },
    ],
  },
];

export async function seedDemoCertifications(): Promise<number> {
  const records = CERTIFICATIONS.map((certification, n) => {
    const level = CERTIFICATION_LEVELS[n % CERTIFICATION_LEVELS.length]!;
    const description = sanitizeHtml(
      `<p>The <strong>${certification.title}</strong> is a ${level.toLowerCase()} programme for HR professionals who want practical, job-ready skills.</p>` +
        `<h3>What you will learn</h3><ul>${certification.skills
          .split(", ")
          .map((skill) => `<li>${skill}</li>`)
          .join("")}</ul>` +
        "<p>Live online sessions, weekly assignments and a final project reviewed by practitioners.</p>",
    );
    const createdAt = daysAgo(90 - n * 10);
    const start = new Date();
    start.setUTCDate(start.getUTCDate() + 14 + n * 9);
    start.setUTCHours(9, 0, 0, 0);
    const { weeks, provider, ...fields } = certification;
    const end = weeks ? new Date(start.getTime() + weeks * 7 * 86_400_000) : null;
    return {
      key: { title: certification.title },
      doc: {
        ...fields,
        creditBodies: certification.credits.map((credit) => credit.body),
        ...(provider ? { provider } : {}),
        ...(end ? { endDate: end } : {}),
        description,
        level,
        date: start,
        registrationLink: `https://academy.example.com/courses/${n + 1}`,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  return upsertByKey(Certification, records);
}

export async function seedDemoAbout(contactEmail: string): Promise<number> {
  const about = sanitizeHtml(
    "<h2>About HR Pulse</h2>" +
      "<p>HR Pulse is a community news site for people working in human resources: news, practical guides, events, jobs and certifications in one place.</p>" +
      "<p>Our writers cover people analytics, HR technology, talent acquisition, payroll, performance management, total rewards and benefits.</p>" +
      "<p>Have a story, an event or a job to share? Use the forms on the site or get in touch below.</p>",
  );
  const createdAt = daysAgo(180);
  return upsertByKey(Website, [
    {
      key: { key: "main" },
      doc: {
        about,
        socialLinks: {
          facebook: "https://www.facebook.com/example-hr-pulse",
          instagram: "https://www.instagram.com/example_hr_pulse",
          linkedin: "https://www.linkedin.com/company/example-hr-pulse",
        },
        contactInfo: { email: contactEmail },
        createdAt,
        updatedAt: createdAt,
      },
    },
  ]);
}
