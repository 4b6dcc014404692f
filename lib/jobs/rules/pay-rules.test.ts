import { describe, expect, it } from "vitest";
import { PAY_RULES, brokenPayRule, payRangeRequiredMessage, payRulesFor } from "./pay-rules";

const NOW = new Date("2026-11-26T12:00:00Z");
const jurisdictions = (place: Parameters<typeof payRulesFor>[0], now = NOW) =>
  payRulesFor(place, now).map((rule) => rule.jurisdiction);

describe("pay-transparency rules table", () => {
  it("lists every jurisdiction the issue names, each with an https source and a date", () => {
    const names = PAY_RULES.map((rule) => rule.jurisdiction);
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
      expect(["range-in-posting", "range-before-interview"]).toContain(rule.requires);
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
