import { describe, expect, it } from "vitest";
import {
  memberPreferencesSchema,
  memberProfileFormSchema,
  memberProfileSchema,
  memberVerifySchema,
} from "./member-schemas";

describe("memberVerifySchema", () => {
  it.each([
    [
      { email: " A@Example.test ", code: "012345" },
      { email: "a@example.test", code: "012345" },
    ],
    [{ token: " abc.def " }, { token: "abc.def" }],
  ])("accepts %j", (input, output) => {
    expect(memberVerifySchema.parse(input)).toEqual(output);
  });

  it.each([
    {},
    { email: "a@example.test" },
    { email: "a@example.test", code: "12345" },
    { code: "123456" },
    { token: "" },
  ])("refuses %j", (input) => {
    expect(memberVerifySchema.safeParse(input).success).toBe(false);
  });
});

describe("memberProfileSchema", () => {
  it("trims, defaults the optional fields and keeps each credential once", () => {
    expect(memberProfileSchema.parse({ name: " Dana ", credentials: ["PHR", " PHR ", "Coach"] })).toEqual({
      name: "Dana",
      headline: "",
      company: "",
      credentials: ["PHR", "Coach"],
    });
  });

  it.each([
    [{ name: "" }, "Name is required"],
    [{ name: "x".repeat(81) }, "Name must be at most 80 characters"],
    [{ name: "x", headline: "x".repeat(121) }, "Headline must be at most 120 characters"],
    [{ name: "x", company: "x".repeat(121) }, "Company must be at most 120 characters"],
    [{ name: "x", credentials: ["x".repeat(41)] }, "Each credential must be at most 40 characters"],
  ])("refuses %j with %s", (input, message) => {
    const result = memberProfileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("memberProfileFormSchema", () => {
  it("merges the checked credentials with the typed ones", () => {
    expect(
      memberProfileFormSchema.parse({
        name: "Dana",
        credentials: ["SHRM-CP"],
        otherCredentials: " Coach, , SHRM-CP ,Mediator",
      }).credentials,
    ).toEqual(["SHRM-CP", "Coach", "Mediator"]);
  });

  it("names the typed field when one typed credential is too long", () => {
    const result = memberProfileFormSchema.safeParse({ name: "Dana", otherCredentials: "x".repeat(41) });
    expect(result.error?.issues[0]?.path).toEqual(["otherCredentials"]);
  });
});

describe("memberPreferencesSchema", () => {
  it("needs at least one preference", () => {
    expect(memberPreferencesSchema.safeParse({}).success).toBe(false);
    expect(memberPreferencesSchema.parse({ newsletter: true })).toEqual({ newsletter: true });
  });
});
