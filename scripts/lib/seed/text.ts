// Generated HR copy for the demo and large seeds: titles, subtitles and multi-paragraph HTML
// bodies built from templates (no external text), deterministic for a given index.
import { BLOG_CATEGORIES, type BlogCategory } from "../../../lib/constants";

/** A small deterministic pseudo-random generator (mulberry32), so seeds are reproducible. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], index: number): T {
  return items[((index % items.length) + items.length) % items.length]!;
}

const TOPICS: Record<BlogCategory, readonly string[]> = {
  "People Analytics": [
    "attrition forecasting",
    "engagement survey data",
    "workforce dashboards",
    "skills inventories",
    "manager effectiveness metrics",
    "hybrid work patterns",
  ],
  "HR Technology": [
    "HRIS migrations",
    "AI screening tools",
    "employee self-service portals",
    "integration platforms",
    "chatbots for HR service desks",
    "learning experience platforms",
  ],
  "Talent Acquisition": [
    "structured interviews",
    "employer branding",
    "internal mobility",
    "candidate experience",
    "skills-based hiring",
    "campus recruiting",
  ],
  Payroll: [
    "payroll accuracy",
    "global payroll consolidation",
    "earned wage access",
    "year-end payroll close",
    "payroll tax compliance",
    "pay transparency reporting",
  ],
  "Performance Management": [
    "continuous feedback",
    "goal setting with OKRs",
    "calibration meetings",
    "one-to-one conversations",
    "performance reviews",
    "recognition programmes",
  ],
  "Total Rewards": [
    "pay equity audits",
    "salary bands",
    "long-term incentives",
    "total rewards statements",
    "market pricing",
    "bonus plan design",
  ],
  Benefits: [
    "mental health benefits",
    "parental leave policies",
    "flexible benefits",
    "retirement plan enrolment",
    "wellbeing budgets",
    "healthcare cost containment",
  ],
};

const TITLE_PATTERNS = [
  (topic: string) => `What We Learned From a Year of ${capitalize(topic)}`,
  (topic: string) => `A Practical Guide to ${capitalize(topic)} in 2026`,
  (topic: string) => `Five Mistakes HR Teams Make With ${capitalize(topic)}`,
  (topic: string) => `How Mid-Sized Companies Are Rethinking ${capitalize(topic)}`,
  (topic: string) => `${capitalize(topic)}: Lessons From the Front Line`,
  (topic: string) => `Putting ${capitalize(topic)} on the Board Agenda`,
  (topic: string) => `Getting ${capitalize(topic)} Right Without a Big Budget`,
  (topic: string) => `The Quiet Shift in ${capitalize(topic)}`,
];

const SUBTITLE_PATTERNS = [
  (topic: string, category: string) =>
    `A look at how ${category} leaders are using ${topic} to make better decisions.`,
  (topic: string) =>
    `Practitioners share what worked, what failed and what they would do differently with ${topic}.`,
  (topic: string) => `The numbers behind ${topic}, and the questions every HR team should ask first.`,
  (topic: string) => `From pilot to policy: a step-by-step plan for ${topic}.`,
];

const OPENINGS = [
  (topic: string) =>
    `Few areas of HR have changed as quickly as ${topic}. What was a once-a-year exercise for many organisations is now a continuous conversation between HR, finance and line managers.`,
  (topic: string) =>
    `Ask ten HR leaders about ${topic} and you will hear ten different answers. Yet the teams that get it right tend to share a handful of habits that are surprisingly easy to copy.`,
  (topic: string) =>
    `Budgets are tight and expectations are high, which puts ${topic} under a brighter spotlight than ever. The good news is that small, well-chosen changes add up.`,
];

const MIDDLES = [
  (topic: string) =>
    `Start with the data you already have. Most organisations hold more information about ${topic} than they realise, spread across the HRIS, spreadsheets and manager inboxes. Bringing it into one place is often the single biggest win.`,
  (topic: string) =>
    `Involve managers early. Changes to ${topic} succeed or fail in everyday conversations, so give managers simple guidance, a clear timeline and a place to raise questions.`,
  (topic: string) =>
    `Be transparent about the why. Employees accept change to ${topic} far more readily when they understand the reasoning and can see how decisions are made.`,
  () =>
    `Measure what matters. Pick two or three indicators, agree on how they are calculated and review them on a regular rhythm rather than chasing every metric at once.`,
  () =>
    `Pilot before you scale. A small group of teams can surface practical problems in weeks, long before a company-wide rollout would reveal them.`,
];

const CLOSINGS = [
  (topic: string) =>
    `None of this requires a large transformation programme. Treat ${topic} as a product that you improve in small steps, listen to the people who use it, and the results will follow.`,
  () =>
    `The organisations that stand out are not the ones with the most sophisticated tools, but the ones that stay curious, keep things simple and follow through.`,
];

const CHECKLIST = [
  "Agree on a single owner for the process",
  "Document the decision rules in plain language",
  "Share progress with employees every quarter",
  "Review the results with finance and legal",
  "Ask for feedback and act on it visibly",
];

function capitalize(text: string): string {
  return text
    .split(" ")
    .map((word) => (word === word.toUpperCase() ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

export type BlogCopy = { title: string; subTitle: string; description: string; category: BlogCategory[] };

/** The blog copy for index n: the category rotates so every category gets its share. */
export function blogCopy(n: number): BlogCopy {
  const category = pick(BLOG_CATEGORIES, n);
  const round = Math.floor(n / BLOG_CATEGORIES.length);
  const topic = pick(TOPICS[category], round);
  const pattern = Math.floor(round / TOPICS[category].length);
  const title = pick(TITLE_PATTERNS, pattern + round)(topic);
  const subTitle = pick(SUBTITLE_PATTERNS, n)(topic, category);
  const middle = [pick(MIDDLES, n), pick(MIDDLES, n + 2)];
  const list = [pick(CHECKLIST, n), pick(CHECKLIST, n + 1), pick(CHECKLIST, n + 3)];
  const description = [
    `<p>${pick(OPENINGS, n)(topic)}</p>`,
    `<h2>Where to begin</h2>`,
    `<p>${middle[0]!(topic)}</p>`,
    `<p>${middle[1]!(topic)}</p>`,
    `<h3>A short checklist</h3>`,
    `<ul>${list.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    `<blockquote><p>"The best ${category.toLowerCase()} work is boring in the right way: predictable, fair and explained."</p></blockquote>`,
    `<p>${pick(CLOSINGS, n)(topic)}</p>`,
  ].join("");
  // A second category now and then, as editors often tag a post twice.
  const extra = n % 5 === 0 ? [pick(BLOG_CATEGORIES, n + 3)] : [];
  return { title, subTitle, description, category: [category, ...extra] };
}

export const AUTHOR_NAMES = [
  "Amelia Hart",
  "Daniel Okafor",
  "Priya Raman",
  "Lucas Moreau",
  "Sofia Lindqvist",
  "Marcus Chen",
];

export const COMMENTER_NAMES = [
  "Hannah K.",
  "Omar B.",
  "Grace L.",
  "Tomasz W.",
  "Aisha M.",
  "Ben R.",
  "Chloe D.",
  "Ravi P.",
  "Elena G.",
  "Jonas F.",
];

export const COMMENT_TEXTS = [
  "Really useful overview, we are going through exactly this right now.",
  "The checklist is spot on. We skipped the pilot step last year and regretted it.",
  "Would love a follow-up on how to get managers on board.",
  "Great read. Sharing this with our people team.",
  "Interesting perspective on the data side, thanks for writing it.",
  "We tried something similar and saw engagement scores rise within two quarters.",
  "Clear and practical, which is rare for this topic.",
  "How do you handle this across several countries with different rules?",
];
