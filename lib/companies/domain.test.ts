import { describe, expect, it } from "vitest";
import { emailMatchesWebsite, registrableDomain } from "./domain";

describe("registrable domains", () => {
  it.each([
    ["jane@hr.acme.com", "https://careers.acme.com", true],
    ["jane@acme.com", "https://www.acme.com/about", true],
    ["jane@acme.co.uk", "https://jobs.acme.co.uk", true],
    ["jane@other.co.uk", "https://acme.co.uk", false],
    ["jane@me.github.io", "https://acme.github.io", false],
    ["jane@acme.com.evil.io", "https://acme.com", false],
    ["jane@gmail.com", "https://acme.com", false],
  ])("%s for %s: %s", (email, website, expected) => {
    expect(emailMatchesWebsite(email, website)).toBe(expected);
  });

  it("has none for an address or a bare public suffix", () => {
    expect(registrableDomain("https://127.0.0.1/")).toBeNull();
    expect(registrableDomain("co.uk")).toBeNull();
  });
});
