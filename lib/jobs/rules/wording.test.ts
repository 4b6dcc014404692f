import { describe, expect, it } from "vitest";
import { checkJobText } from "./wording";

const categories = (title: string, description = "") =>
  checkJobText(title, description).map((finding) => `${finding.category}:${finding.phrase.toLowerCase()}`);

describe("job-ad wording", () => {
  it("finds age-, gender-, origin-, disability-coded and scam wording", () => {
    expect(
      categories(
        "Rockstar sales ninja",
        "Join our young team of digital natives! Recent graduates welcome. Native English speaker, able-bodied. " +
          "A small registration fee applies; we pay in crypto. Contact us only via WhatsApp.",
      ),
    ).toEqual(
      expect.arrayContaining([
        "gender:rockstar",
        "gender:ninja",
        "age:young",
        "age:digital natives",
        "age:recent graduates",
        "origin:native english speaker",
        "disability:able-bodied",
        "scam:registration fee",
        "scam:crypto",
        "scam:contact us only via whatsapp",
      ]),
    );
  });

  it("every finding carries a suggestion and an explanation", () => {
    for (const finding of checkJobText("Aggressive closer", "Gift cards as a bonus")) {
      expect(finding.suggestion.length).toBeGreaterThan(3);
      expect(finding.explanation.length).toBeGreaterThan(20);
    }
  });

  it("finds nothing in a plain neutral ad, nor inside longer words", () => {
    expect(
      checkJobText(
        "HR Business Partner",
        "We are looking for an HR business partner to support our operations teams in Leeds. You will advise " +
          "managers on employee relations, lead our annual pay review and coach people leaders. CIPD level 7 or " +
          "equivalent experience. Salary £48,000–£55,000, hybrid working, 28 days' holiday. Apply with your CV.",
      ),
    ).toEqual([]);
    expect(
      checkJobText("Youngstown office manager", "Refreshments provided; competitiveness analysis"),
    ).toEqual([]);
  });

  it("reports a phrase once, as first written", () => {
    expect(checkJobText("Ninja", "ninja NINJA").map((f) => f.phrase)).toEqual(["Ninja"]);
  });
});
