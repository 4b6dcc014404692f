// Demo certifications (every level, HTML descriptions) and the single About record.
import { CERTIFICATION_LEVELS, type CertificationFormat } from "../../../lib/constants";
import type { Credit, Organisation, Price } from "../../../lib/offers/offer-schemas";
import { sanitizeHtml } from "../../../lib/html/sanitize";
import { Certification } from "../../../models/Certification";
import { Website } from "../../../models/Website";
import { daysAgo, upsertByKey } from "./upsert";

type DemoCertification = {
  title: string;
  /** One sentence on who it is for. */
  summary: string;
  skills: string;
  duration: string;
  format: CertificationFormat;
  price: Price;
  credits: Credit[];
  provider?: Organisation;
  weeks?: number;
};

export const DEMO_CERTIFICATIONS: DemoCertification[] = [
  {
    title: "HR Fundamentals Certificate",
    summary:
      "A free introduction for people new to HR or moving into it from another role: the law, the paperwork and the conversations you will meet in your first year.",
    skills: "Employment law basics, HR administration, onboarding",
    duration: "6 weeks",
    format: "self-paced",
    price: { amount: 0, currency: "GBP" },
    credits: [{ body: "CIPD", amount: 12 }],
  },
  {
    title: "People Analytics Practitioner",
    summary:
      "For HR professionals who already work with data and want to answer leadership's questions with evidence they can defend.",
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
    summary:
      "For reward specialists ready to design pay structures and incentive plans rather than only administer them.",
    skills: "Pay structures, market pricing, incentive design, pay equity audits",
    duration: "12 weeks",
    format: "instructor-led",
    price: { amount: 1850, currency: "GBP" },
    credits: [{ body: "CIPD", amount: 30 }],
    weeks: 12,
  },
  {
    title: "Talent Acquisition Essentials",
    summary:
      "For recruiters and hiring managers who want a fair, fast process that candidates recommend to others.",
    skills: "Structured interviewing, sourcing, candidate experience",
    duration: "4 weeks",
    format: "self-paced",
    price: { amount: 299, currency: "GBP" },
    credits: [{ body: "SHRM", amount: 10 }],
  },
  {
    title: "Global Payroll Specialist",
    summary:
      "For payroll professionals taking on employees in several countries, taught by practitioners who have run multi-country payrolls.",
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
    summary:
      "For HRIS leads and HR operations managers choosing, connecting and governing the systems their people data lives in.",
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

const FORMAT_TEXT: Record<CertificationFormat, string> = {
  "self-paced": "Self-paced online lessons with short quizzes; study whenever suits you.",
  "instructor-led": "Live online sessions, weekly assignments and a final project reviewed by practitioners.",
  "in-person":
    "Taught in person in small groups, with case studies from the participants' own organisations.",
};

export async function seedDemoCertifications(): Promise<number> {
  const records = DEMO_CERTIFICATIONS.map((certification, n) => {
    const level = CERTIFICATION_LEVELS[n % CERTIFICATION_LEVELS.length]!;
    const description = sanitizeHtml(
      `<p>${certification.summary}</p><p>Level: ${level}.</p>` +
        `<h3>What you will learn</h3><ul>${certification.skills
          .split(", ")
          .map((skill) => `<li>${skill}</li>`)
          .join("")}</ul>` +
        `<p>${FORMAT_TEXT[certification.format]}</p>`,
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
  const privacy = sanitizeHtml(
    "<p>This notice explains what HR Pulse collects about you and why.</p>" +
      "<h2>What we collect</h2><ul><li>Your e-mail address when you sign in, subscribe to the newsletter or comment.</li>" +
      "<li>The name you choose to show on comments, and what you write.</li>" +
      "<li>Jobs, events and companies you submit, and the continuing-education records you keep here.</li>" +
      "<li>Technical logs (address, browser) kept for security for at most 30 days.</li></ul>" +
      "<h2>What we do with it</h2><p>We use it only to run the features you use. We do not sell it and do not share it with advertisers.</p>" +
      "<h2>Your rights</h2><p>You can download everything we hold about you and delete your account at any time from your account page. " +
      `For any other request, write to ${contactEmail}.</p>`,
  );
  const terms = sanitizeHtml(
    "<p>By using HR Pulse you agree to these terms.</p>" +
      "<h2>What you post</h2><p>You are responsible for the comments, jobs and events you submit. Job ads must describe real vacancies and follow the equal-treatment and pay-transparency laws of the place where the job is based. " +
      "We review submissions and may edit or remove anything that breaks these terms.</p>" +
      "<h2>What we publish</h2><p>Articles are for general information and are not legal advice. Check current law with a qualified adviser before acting on it.</p>" +
      `<h2>Contact</h2><p>Questions about these terms: ${contactEmail}.</p>`,
  );
  const createdAt = daysAgo(180);
  return upsertByKey(Website, [
    {
      key: { key: "main" },
      doc: {
        about,
        privacy,
        terms,
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
