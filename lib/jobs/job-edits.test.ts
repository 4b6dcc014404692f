import { describe, expect, it } from "vitest";
import { derivedJobFields, jobEditOf } from "./job-edits";
import type { JobFields } from "./job-schemas";

const fields = (over: Partial<JobFields> = {}): JobFields => ({
  title: "Senior Technical Recruiter",
  location: "Berlin, Germany",
  applyMode: "external",
  salary: { min: 5_000, max: 6_000, currency: "EUR", unit: "MONTH" },
  ...over,
});

describe("what the pay data keeps of a job (issue 45)", () => {
  it("stores the rules' classification, the place and the annual pay", () => {
    expect(derivedJobFields(fields(), "poster")).toEqual({
      set: {
        family: "talent-acquisition",
        seniority: "senior",
        classifiedBy: "rules",
        country: "DE",
        region: "Berlin",
        annualPay: {
          currency: "EUR",
          annualMin: 60_000,
          annualMax: 72_000,
          midpoint: 66_000,
          width: 12_000,
          implausible: false,
        },
      },
      unset: [],
    });
  });

  it("marks a different choice as the poster's correction or a staff override; the same choice stays the rules'", () => {
    expect(derivedJobFields(fields({ family: "hr-business-partner" }), "poster").set).toMatchObject({
      family: "hr-business-partner",
      seniority: "senior",
      classifiedBy: "poster",
    });
    expect(derivedJobFields(fields({ seniority: "lead" }), "staff").set.classifiedBy).toBe("staff");
    expect(derivedJobFields(fields({ family: "talent-acquisition" }), "staff").set.classifiedBy).toBe(
      "rules",
    );
  });

  it("clears the place and the pay when the edit has none, and an edit carries them", () => {
    expect(derivedJobFields(fields({ location: undefined, salary: undefined }), "poster").unset).toEqual([
      "country",
      "region",
      "annualPay",
    ]);
    const edit = jobEditOf(fields(), undefined, "staff");
    expect(edit.set).toMatchObject({ family: "talent-acquisition", classifiedBy: "rules", country: "DE" });
    expect(edit.unset).not.toContain("annualPay");
  });
});
