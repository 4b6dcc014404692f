import { describe, expect, it } from "vitest";
import {
  PAY_RULES,
  asksPayHistory,
  brokenPayRule,
  payRangeRequiredMessage,
  payRulesFor,
  salaryHistoryBansFor,
  salaryHistoryRefusal,
} from "./pay-rules";

const NOW = new Date("2026-11-26T12:00:00Z");
// The pay-transparency rows only (the salary-history bans have their own tests below).
const jurisdictions = (place: Parameters<typeof payRulesFor>[0], now = NOW) =>
  payRulesFor(place, now)
    .filter((rule) => rule.requires !== "no-salary-history")
    .map((rule) => rule.jurisdiction);

describe("pay-transparency rules table", () => {
  it("has the EU directive's rows for member states without a national law, marked as such, and national rows", () => {
    const eu = PAY_RULES.filter((rule) => rule.country === "EU");
    const directive = eu.filter((rule) => rule.jurisdiction === "European Union");
    expect(directive.map((rule) => rule.requires).sort()).toEqual([
      "no-salary-history",
      "range-before-interview",
    ]);
    for (const rule of directive) {
      expect(rule.law).toContain("directive, not yet national law");
      expect(rule.effectiveFrom).toBe("2026-06-07");
      expect(rule.source).toBe("https://eur-lex.europa.eu/eli/dir/2023/970/oj");
    }
    const national = eu.filter((rule) => rule.jurisdiction !== "European Union");
    expect(
      national.map((rule) => `${rule.jurisdiction} ${rule.requires} ${rule.effectiveFrom}`).sort(),
    ).toEqual([
      "Malta range-before-interview 2025-08-27",
      "Poland no-salary-history 2025-12-24",
      "Poland range-before-interview 2025-12-24",
    ]);
    // A state with its own law is not also under the directive's row for the same requirement.
    for (const rule of national)
      expect(
        payRulesFor({ location: rule.match[0] }, NOW).filter((r) => r.requires === rule.requires),
      ).toEqual([rule]);
  });

  it("the EU's pay-history ban refuses such a question from the directive's date only", () => {
    expect(salaryHistoryBansFor({ location: "Paris, France" }, new Date("2026-06-06T12:00:00Z"))).toEqual([]);
    const [ban] = salaryHistoryBansFor({ location: "Paris, France" }, NOW);
    expect(salaryHistoryRefusal(ban!, "Current salary")).toContain("directive, not yet national law");
  });

  it("lists every jurisdiction the issue names, each with an https source and a date", () => {
    const names = PAY_RULES.filter((rule) => rule.requires !== "no-salary-history").map(
      (rule) => rule.jurisdiction,
    );
    for (const name of [
      "Colorado",
      "California",
      "Washington",
      "New York State",
      "New York City",
      "Illinois",
      "Maryland",
      "Minnesota",
      "Vermont",
      "New Jersey",
      "Massachusetts",
      "Hawaii",
      "District of Columbia",
      "British Columbia",
      "Ontario",
      "European Union",
    ])
      expect(names).toContain(name);
    for (const rule of PAY_RULES) {
      expect(rule.source).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("has rows of the PayRule shape (the table is JSON, so the type is checked here)", () => {
    const keys = ["jurisdiction", "law", "match", "except", "country", "requires", "minEmployees"];
    for (const rule of PAY_RULES) {
      for (const key of Object.keys(rule)) expect([...keys, "effectiveFrom", "source"]).toContain(key);
      expect(["US", "CA", "EU"]).toContain(rule.country);
      expect(["range-in-posting", "range-before-interview", "no-salary-history"]).toContain(rule.requires);
      expect(rule.match.length).toBeGreaterThan(0);
      expect(rule.match.every((word) => typeof word === "string")).toBe(true);
      expect((rule.except ?? []).every((word) => typeof word === "string")).toBe(true);
      expect(rule.minEmployees === undefined || Number.isInteger(rule.minEmployees)).toBe(true);
    }
  });

  it.each([
    ["Denver, CO", ["Colorado"]],
    ["Seattle, WA", ["Washington"]],
    ["Washington, DC", ["District of Columbia"]],
    ["Brooklyn, New York", ["New York City", "New York State"]],
    ["Toronto, ON", ["Ontario"]],
    ["Berlin, Germany", ["European Union"]],
    ["Warsaw, Poland", ["Poland"]],
    ["Kraków", ["Poland"]],
    ["Valletta, Malta", ["Malta"]],
    ["Leeds", []],
    ["Coloradoville", []],
  ])("%s falls under %j", (location, expected) => {
    expect(jurisdictions({ location, workplace: "onsite" }).sort()).toEqual([...expected].sort());
  });

  it("a remote job falls under the rules of where its applicants may live", () => {
    expect(
      jurisdictions({ location: "", workplace: "remote", applicantLocation: "Colorado, Texas" }),
    ).toEqual(["Colorado"]);
    expect(
      jurisdictions({ location: "", workplace: "remote", applicantLocation: "United States" }),
    ).toContain("California");
    // An on-site job's applicant field is not read.
    expect(jurisdictions({ location: "Leeds", workplace: "onsite", applicantLocation: "Colorado" })).toEqual(
      [],
    );
  });

  it("a rule applies from its effective date only", () => {
    expect(jurisdictions({ location: "Toronto, ON" }, new Date("2025-12-31T12:00:00Z"))).toEqual([]);
    expect(jurisdictions({ location: "Toronto, ON" }, new Date("2026-01-01T12:00:00Z"))).toEqual(["Ontario"]);
  });

  it("a Denver job needs a range, unless it has one; a small employer is outside a size-bound rule", () => {
    const denver = { location: "Denver, CO", workplace: "onsite" };
    const rule = brokenPayRule(denver, NOW);
    expect(rule?.jurisdiction).toBe("Colorado");
    expect(payRangeRequiredMessage(rule!)).toBe(
      "Colorado's Equal Pay for Equal Work Act requires a pay range in job postings.",
    );
    expect(brokenPayRule({ ...denver, salary: { min: 50000 } }, NOW)?.jurisdiction).toBe("Colorado");
    expect(brokenPayRule({ ...denver, salary: { min: 50000, max: 60000 } }, NOW)).toBeNull();
    const california = { location: "San Francisco, CA", workplace: "onsite" };
    expect(brokenPayRule({ ...california, employerSize: 14 }, NOW)).toBeNull();
    expect(brokenPayRule({ ...california, employerSize: 15 }, NOW)?.jurisdiction).toBe("California");
  });

  it("a range-before-interview rule never refuses an ad", () => {
    expect(brokenPayRule({ location: "Paris, France" }, NOW)).toBeNull();
  });
});

describe("salary-history bans (same table)", () => {
  const bans = PAY_RULES.filter((rule) => rule.requires === "no-salary-history");

  it("lists every jurisdiction the issue names, each with its law, an https source and a date", () => {
    for (const name of [
      "California",
      "New York City",
      "New York State",
      "Colorado",
      "Washington",
      "Illinois",
      "Massachusetts",
      "New Jersey",
      "Oregon",
      "Delaware",
      "Hawaii",
      "Vermont",
      "Connecticut",
      "Maryland",
      "Maine",
      "Puerto Rico",
      "District of Columbia",
    ])
      expect(bans.map((rule) => rule.jurisdiction)).toContain(name);
    expect(bans.find((rule) => rule.jurisdiction === "California")?.law).toBe(
      "California Labor Code section 432.3",
    );
    for (const rule of bans) {
      expect(rule.source).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each([
    ["San Francisco, CA", ["California"]],
    ["Austin, TX", []],
    ["Brooklyn, New York", ["New York City", "New York State"]],
    ["Washington, DC", ["District of Columbia"]],
    ["Seattle, WA", ["Washington"]],
    ["Portland, OR", ["Oregon"]],
    ["San Juan, Puerto Rico", ["Puerto Rico"]],
    ["Leeds", []],
    ["Berlin, Germany", ["European Union"]],
    ["Warsaw, Poland", ["Poland"]],
    ["Valletta, Malta", ["European Union"]],
  ])("%s is under the bans %j", (location, expected) => {
    expect(
      salaryHistoryBansFor({ location }, NOW)
        .map((rule) => rule.jurisdiction)
        .sort(),
    ).toEqual([...expected].sort());
  });

  it.each([
    "What is your current salary?",
    "Salary history",
    "Previous compensation",
    "What do you earn?",
    "How much do you currently make?",
    "Your last base pay",
    "What were your prior wages?",
  ])("%s asks for pay history", (label) => {
    expect(asksPayHistory(label)).toBe(true);
  });

  it.each([
    "What are your salary expectations?",
    "Do you have payroll experience?",
    "Are you currently based in London?",
    "Describe your previous role",
    "Do you hold CIPD level 5?",
  ])("%s does not", (label) => {
    expect(asksPayHistory(label)).toBe(false);
  });

  it("the refusal names the law and the question", () => {
    const [california] = salaryHistoryBansFor({ location: "Los Angeles, CA" }, NOW);
    expect(salaryHistoryRefusal(california!, "Current salary")).toBe(
      'California Labor Code section 432.3 forbids asking candidates in California about their current or past pay: remove the question "Current salary".',
    );
  });
});
