import { describe, expect, it } from "vitest";
import { formatAmount, formatCredits } from "./offer-text";

describe("formatCredits", () => {
  it("names each body's own unit, singular for one", () => {
    expect(
      formatCredits([
        { body: "SHRM", amount: 1.5 },
        { body: "HRCI", amount: 1 },
        { body: "CIPD", amount: 2 },
        { body: "Other", amount: 3 },
      ]),
    ).toBe("SHRM 1.5 PDCs, HRCI 1 credit, CIPD 2 hours, Other 3 credits");
  });

  it("is empty without credits", () => {
    expect(formatCredits([])).toBe("");
  });
});

describe("formatAmount", () => {
  it.each([
    [1, "hours", "1 hour"],
    [1.5, "hours", "1.5 hours"],
    [0, "hours", "0 hours"],
    [1, "PDCs", "1 PDC"],
    [2, "credits", "2 credits"],
  ])("%s %s reads %s", (amount, unit, text) => {
    expect(formatAmount(amount, unit)).toBe(text);
  });
});
