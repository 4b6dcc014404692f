// Job-ad wording that excludes or warns: age-, gender-, disability- and origin-coded phrases and
// signs of a scam, each with a suggestion, an explanation and the source of the list it comes from.
// THE list: POST /api/jobs/check-text, the job form (as the poster types) and the findings stored
// on a job for the moderation inbox all read it. Advice, never a block. Client-safe.

export type WordingCategory = "age" | "gender" | "disability" | "origin" | "scam";

export type WordingFinding = {
  phrase: string;
  category: WordingCategory;
  suggestion: string;
  explanation: string;
};

type Entry = {
  /** Regular expression source, matched as whole words, any case. */
  pattern: string;
  category: WordingCategory;
  suggestion: string;
  explanation: string;
};

export const WORDING_SOURCES: Record<WordingCategory, string[]> = {
  age: [
    "https://www.eeoc.gov/prohibited-employment-policiespractices (job advertisements that discourage older applicants)",
    "https://www.eeoc.gov/laws/guidance/age-discrimination",
  ],
  gender: [
    "Gaucher, Friesen & Kay (2011), Evidence That Gendered Wording in Job Advertisements Exists and Sustains Gender Inequality, Journal of Personality and Social Psychology 101(1) – https://doi.org/10.1037/a0022530",
  ],
  disability: [
    "https://www.ada.gov/resources/disability-rights-guide/",
    "https://www.eeoc.gov/disability-discrimination",
  ],
  origin: [
    "https://www.eeoc.gov/national-origin-discrimination",
    "https://www.justice.gov/crt/immigrant-and-employee-rights-section",
  ],
  scam: [
    "https://consumer.ftc.gov/articles/job-scams",
    "https://www.actionfraud.police.uk/a-z-of-fraud/recruitment-scams",
  ],
};

const AGE =
  "Words about age put off older applicants and can be evidence of age discrimination (the EEOC has taken charges over ads like this).";
const MASCULINE =
  "Masculine-coded wording (Gaucher, Friesen & Kay, 2011) makes a job less appealing to women, without changing who can do it.";
const FEMININE = "Gender-coded wording narrows who feels invited to apply (Gaucher, Friesen & Kay, 2011).";
const DISABILITY =
  "Ask for the task, not the body: people who use assistive technology or adjustments can do it.";
const ORIGIN =
  "Asking for a native speaker or a nationality excludes people by national origin; ask for the language level the work needs.";
const SCAM =
  "A sign of a job scam: genuine employers do not ask applicants to pay or to move to private channels.";

const WORDING: readonly Entry[] = [
  {
    pattern: "digital natives?",
    category: "age",
    suggestion: "comfortable with digital tools",
    explanation: AGE,
  },
  {
    pattern: "recent (?:college |university )?grad(?:uate)?s?",
    category: "age",
    suggestion: "early-career, or say the experience needed",
    explanation: AGE,
  },
  {
    pattern: "young(?:er)?",
    category: "age",
    suggestion: "describe the team by what it does, not its age",
    explanation: AGE,
  },
  { pattern: "youthful", category: "age", suggestion: "energetic, or leave it out", explanation: AGE },
  { pattern: "fresh(?:ers)?", category: "age", suggestion: "early-career", explanation: AGE },
  { pattern: "energetic young", category: "age", suggestion: "motivated", explanation: AGE },
  {
    pattern: "(?:max(?:imum)?|no more than) \\d+ years(?: of)? experience",
    category: "age",
    suggestion: "state the minimum experience needed only",
    explanation: AGE,
  },
  { pattern: "overqualified", category: "age", suggestion: "leave it out", explanation: AGE },
  { pattern: "rock ?stars?", category: "gender", suggestion: "skilled, outstanding", explanation: MASCULINE },
  { pattern: "ninjas?", category: "gender", suggestion: "expert", explanation: MASCULINE },
  {
    pattern: "aggressive(?:ly)?",
    category: "gender",
    suggestion: "ambitious, proactive",
    explanation: MASCULINE,
  },
  {
    pattern: "dominan(?:t|ce|ate)",
    category: "gender",
    suggestion: "leading, strong position",
    explanation: MASCULINE,
  },
  {
    pattern: "competitive",
    category: "gender",
    suggestion: "motivated, driven by results",
    explanation: MASCULINE,
  },
  { pattern: "fearless", category: "gender", suggestion: "confident", explanation: MASCULINE },
  { pattern: "guru", category: "gender", suggestion: "expert", explanation: MASCULINE },
  { pattern: "manpower", category: "gender", suggestion: "staff, workforce", explanation: FEMININE },
  {
    pattern: "(?:sales|chair|fore|work)man",
    category: "gender",
    suggestion: "a neutral title: salesperson, chair, supervisor, worker",
    explanation: FEMININE,
  },
  {
    pattern: "he/him only|male candidates?|female candidates?",
    category: "gender",
    suggestion: "leave gender out",
    explanation: FEMININE,
  },
  {
    pattern: "able[- ]bodied",
    category: "disability",
    suggestion: "name the physical task, e.g. able to lift 10 kg with or without adjustments",
    explanation: DISABILITY,
  },
  {
    pattern: "must be able to (?:walk|stand|see|hear)",
    category: "disability",
    suggestion: "describe the task and offer adjustments",
    explanation: DISABILITY,
  },
  {
    pattern: "physically fit",
    category: "disability",
    suggestion: "name the physical task, if there is one",
    explanation: DISABILITY,
  },
  {
    pattern: "native (?:english |german |french |spanish )?speakers?",
    category: "origin",
    suggestion: "fluent in English (or the language needed)",
    explanation: ORIGIN,
  },
  {
    pattern: "mother tongue",
    category: "origin",
    suggestion: "fluent in the language needed",
    explanation: ORIGIN,
  },
  {
    pattern: "(?:citizens|nationals) only",
    category: "origin",
    suggestion: "must have the right to work in the country",
    explanation: ORIGIN,
  },
  {
    pattern: "no (?:foreigners|immigrants|visa holders)",
    category: "origin",
    suggestion: "must have the right to work in the country",
    explanation: ORIGIN,
  },
  {
    pattern: "(?:application|registration|training|processing) fee|pay (?:a|the) fee|fee to apply",
    category: "scam",
    suggestion: "remove any fee: applying must be free",
    explanation: SCAM,
  },
  { pattern: "gift ?cards?", category: "scam", suggestion: "pay by payroll only", explanation: SCAM },
  {
    pattern: "crypto(?:currency)?|bitcoin|usdt",
    category: "scam",
    suggestion: "pay by payroll only",
    explanation: SCAM,
  },
  {
    pattern:
      "(?:contact|message|text) (?:us |me )?(?:only )?(?:on|via|through) (?:whatsapp|telegram|signal|wechat)|whatsapp only|telegram only",
    category: "scam",
    suggestion: "give an e-mail address or an apply link",
    explanation: SCAM,
  },
  {
    pattern: "no experience (?:needed|required),? earn",
    category: "scam",
    suggestion: "describe the job and its real pay",
    explanation: SCAM,
  },
  {
    pattern: "wire (?:the )?money|send (?:us )?your bank details",
    category: "scam",
    suggestion: "ask for bank details only at hiring, through payroll",
    explanation: SCAM,
  },
];

const COMPILED = WORDING.map((entry) => ({
  entry,
  regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${entry.pattern})(?![\\p{L}\\p{N}])`, "giu"),
}));

/** Every coded phrase in the title and description, once per phrase (as written first), in list order. */
export function checkJobText(title = "", description = ""): WordingFinding[] {
  const text = `${title}\n${description}`;
  const findings: WordingFinding[] = [];
  const seen = new Set<string>();
  for (const { entry, regex } of COMPILED) {
    regex.lastIndex = 0;
    for (const match of text.matchAll(regex)) {
      const phrase = match[0];
      const key = `${entry.category}:${phrase.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({
        phrase,
        category: entry.category,
        suggestion: entry.suggestion,
        explanation: entry.explanation,
      });
    }
  }
  return findings;
}
