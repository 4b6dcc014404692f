import { describe, expect, it } from "vitest";
import { parseIsoInstant } from "@/lib/dates";
import { applyHref, formatSalary, isCurrencyCode } from "@/lib/jobs/fields";
import { jobsHref } from "@/lib/jobs/listing-url";
import { jobFieldsSchema } from "@/lib/jobs/job-schemas";

describe("job fields", () => {
  it("formats salaries in their own currency", () => {
    expect(formatSalary({ min: 45000, max: 55000, currency: "GBP", unit: "YEAR" })).toBe(
      "£45,000–£55,000 a year",
    );
    expect(formatSalary({ min: 25.5, currency: "USD", unit: "HOUR" })).toBe("From US$25.50 an hour");
    expect(formatSalary({ max: 4000, currency: "EUR", unit: "MONTH" })).toBe("Up to €4,000 a month");
    expect(formatSalary({ min: 300, max: 300, currency: "JPY", unit: "DAY" })).toBe("JP¥300 a day");
  });

  it("knows ISO 4217 codes", () => {
    expect(isCurrencyCode("GBP")).toBe(true);
    expect(isCurrencyCode("XYZ")).toBe(false);
  });

  it("parses ISO 8601 dates and date-times in the site zone", () => {
    // A date alone is the end of that day in London (GMT in January).
    expect(parseIsoInstant("2027-01-15")?.toISOString()).toBe("2027-01-15T23:59:59.999Z");
    // Summer: BST is UTC+1.
    expect(parseIsoInstant("2027-07-15T09:00")?.toISOString()).toBe("2027-07-15T08:00:00.000Z");
    expect(parseIsoInstant("2027-07-15T09:00:00+02:00")?.toISOString()).toBe("2027-07-15T07:00:00.000Z");
    expect(parseIsoInstant("15/07/2027")).toBeNull();
    expect(parseIsoInstant("2027-13-45")).toBeNull();
    expect(parseIsoInstant("2027-02-30T10:00:00Z")).toBeNull();
  });

  it("applies through the apply URL, the old link, then the apply address", () => {
    expect(applyHref({ applyUrl: "https://a.example", link: "https://b.example", applyEmail: "x@y.z" })).toBe(
      "https://a.example",
    );
    expect(applyHref({ applyUrl: "", link: "https://b.example", applyEmail: "x@y.z" })).toBe(
      "https://b.example",
    );
    expect(applyHref({ applyUrl: "", link: "", applyEmail: "x@y.z" })).toBe("mailto:x@y.z");
    // An on-site job is applied to on its own page, whatever links it carries.
    expect(
      applyHref({ applyUrl: "https://a.example", link: "", applyEmail: "", applyMode: "onsite", _id: "abc" }),
    ).toBe("/jobs/abc#apply-heading");
  });

  it("builds filtered list URLs and keeps unfiltered pages on their paths", () => {
    expect(jobsHref({})).toBe("/jobs");
    expect(jobsHref({}, 3)).toBe("/jobs/page/3");
    expect(jobsHref({ type: "FULL_TIME", workplace: "remote", q: "payroll" })).toBe(
      "/jobs?type=FULL_TIME&workplace=remote&q=payroll",
    );
    expect(jobsHref({ workplace: "remote" }, 2)).toBe("/jobs?workplace=remote&page=2");
  });

  it("the form schema turns multipart values into the stored shape", () => {
    const parsed = jobFieldsSchema.parse({
      title: " Partner ",
      employmentType: ["full_time", "FULL_TIME,intern"],
      workplace: "remote",
      applicantLocation: "UK",
      salaryMin: "10",
      salaryCurrency: "eur",
      salaryUnit: "MONTH",
    });
    expect(parsed).toMatchObject({
      title: "Partner",
      employmentType: ["FULL_TIME", "INTERN"],
      applicantLocation: "UK",
      salary: { min: 10, currency: "EUR", unit: "MONTH" },
    });
  });
});
