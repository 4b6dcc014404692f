import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { testRules } from "./no-conditional-expect.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const message = /inside a branch and can silently not run/;

tester.run("no-conditional-expect", testRules.rules["no-conditional-expect"], {
  valid: [
    'it("x", () => { expect(a).toBe(1); });',
    'if (admin) { it("x", () => { expect(a).toBe(1); }); }',
    'it("x", () => { const ok = a ? 1 : 2; expect(ok).toBe(1); });',
    'it("x", () => { for (const a of list) expect(a).toBe(1); });',
    'it("x", () => { if (a) expect(a).toBe(1); else expect(b).toBe(2); });',
    'it("x", () => { a ? expect(a).toBe(1) : expect(b).toBe(2); });',
  ],
  invalid: [
    { code: 'it("x", () => { if (a) expect(a).toBe(1); });', errors: [{ message }] },
    { code: 'it("x", async () => { if (a) { await expect(b).resolves.toBe(1); } });', errors: [{ message }] },
    { code: 'it("x", () => { a && expect(a).toBe(1); });', errors: [{ message }] },
  ],
});
