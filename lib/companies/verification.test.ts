import { describe, expect, it } from "vitest";
import { checkAutomaticVerification } from "./verification";

const acme = { name: "Acme", website: "https://www.acme.com" };

describe("checkAutomaticVerification", () => {
  it("verifies an owner whose address is at the website's domain", () => {
    expect(checkAutomaticVerification({ email: "jane@hr.acme.com" }, acme, null)).toEqual({ verified: true });
  });

  it.each([
    ["jane.doe.test@gmail.com", "https://gmail.com", "gmail.com, a free mail domain"],
    ["someone@outlook.com", "https://outlook.com", "outlook.com, a free mail domain"],
    ["x@mailinator.com", "https://mailinator.com", "mailinator.com, a disposable mail domain"],
    ["jane@acme.com", "https://yahoo.com", "yahoo.com, a free mail domain"],
  ])("never verifies %s for %s", (email, website, text) => {
    const check = checkAutomaticVerification({ email }, { name: "Mail Co", website }, null);
    expect(check.verified).toBe(false);
    expect(check.verified === false && check.reason).toContain(text);
  });

  it("waits for staff when a verified company has the same website or name", () => {
    const sameSite = checkAutomaticVerification({ email: "a@acme.com" }, acme, {
      name: "Acme Inc",
      host: "acme.com",
    });
    expect(sameSite).toEqual({
      verified: false,
      reason: "A verified company (Acme Inc) already has this website: staff check the company first",
    });
    const sameName = checkAutomaticVerification(
      { email: "a@acme-corp.com" },
      { name: "Acme", website: "https://acme-corp.com" },
      { name: "Acme", host: "acme.com" },
    );
    expect(sameName.verified === false && sameName.reason).toContain("already has this name");
  });

  it("waits for staff when the address is elsewhere", () => {
    expect(checkAutomaticVerification({ email: "jane@other.org" }, acme, null)).toEqual({
      verified: false,
      reason: "Your sign-in address is not at the website's domain: staff check the company first",
    });
  });
});
