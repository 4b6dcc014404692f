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

/** One category's phrases sharing an explanation: [pattern, suggestion] pairs, in list order. */
function group(category: WordingCategory, explanation: string, phrases: Array<[string, string]>): Entry[] {
  return phrases.map(([pattern, suggestion]) => ({ pattern, category, suggestion, explanation }));
}

const WORDING: readonly Entry[] = [
  ...group("age", AGE, [
    ["digital natives?", "comfortable with digital tools"],
    ["recent (?:college |university )?grad(?:uate)?s?", "early-career, or say the experience needed"],
    ["young(?:er)?", "describe the team by what it does, not its age"],
    ["youthful", "energetic, or leave it out"],
    ["fresh(?:ers)?", "early-career"],
    ["energetic young", "motivated"],
    [
      "(?:max(?:imum)?|no more than) \\d+ years(?: of)? experience",
      "state the minimum experience needed only",
    ],
    ["overqualified", "leave it out"],
  ]),
  ...group("gender", MASCULINE, [
    ["rock ?stars?", "skilled, outstanding"],
    ["ninjas?", "expert"],
    ["aggressive(?:ly)?", "ambitious, proactive"],
    ["dominan(?:t|ce|ate)", "leading, strong position"],
    ["competitive", "motivated, driven by results"],
    ["fearless", "confident"],
    ["guru", "expert"],
  ]),
  ...group("gender", FEMININE, [
    ["manpower", "staff, workforce"],
    ["(?:sales|chair|fore|work)man", "a neutral title: salesperson, chair, supervisor, worker"],
    ["he/him only|male candidates?|female candidates?", "leave gender out"],
  ]),
  ...group("disability", DISABILITY, [
    ["able[- ]bodied", "name the physical task, e.g. able to lift 10 kg with or without adjustments"],
    ["must be able to (?:walk|stand|see|hear)", "describe the task and offer adjustments"],
    ["physically fit", "name the physical task, if there is one"],
  ]),
  ...group("origin", ORIGIN, [
    ["native (?:english |german |french |spanish )?speakers?", "fluent in English (or the language needed)"],
    ["mother tongue", "fluent in the language needed"],
    ["(?:citizens|nationals) only", "must have the right to work in the country"],
    ["no (?:foreigners|immigrants|visa holders)", "must have the right to work in the country"],
  ]),
  ...group("scam", SCAM, [
    [
      "(?:application|registration|training|processing) fee|pay (?:a|the) fee|fee to apply",
      "remove any fee: applying must be free",
    ],
    ["gift ?cards?", "pay by payroll only"],
    ["crypto(?:currency)?|bitcoin|usdt", "pay by payroll only"],
    [
      "(?:contact|message|text) (?:us |me )?(?:only )?(?:on|via|through) (?:whatsapp|telegram|signal|wechat)|whatsapp only|telegram only",
      "give an e-mail address or an apply link",
    ],
    ["no experience (?:needed|required),? earn", "describe the job and its real pay"],
    [
      "wire (?:the )?money|send (?:us )?your bank details",
      "ask for bank details only at hiring, through payroll",
    ],
  ]),
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
