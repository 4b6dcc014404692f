import { describe, expect, it } from "vitest";
import { staffCredential } from "./staff-session";

const headers = (values: Record<string, string>) => new Headers(values);

describe("staffCredential", () => {
  it("reads the Bearer token, or the staff cookie when there is no Authorization header", () => {
    expect(staffCredential(headers({ Authorization: "Bearer abc" }))).toEqual({
      token: "abc",
      via: "bearer",
    });
    expect(staffCredential(headers({ Cookie: "hrp_member=m; hrp_staff=xyz" }))).toEqual({
      token: "xyz",
      via: "cookie",
    });
  });

  it("lets an Authorization header decide even when it is unusable (the cookie is not a fallback)", () => {
    expect(staffCredential(headers({ Authorization: "Basic abc", Cookie: "hrp_staff=xyz" }))).toEqual({
      token: null,
      via: "bearer",
    });
  });

  it("is null without either, and a member cookie is not a staff credential", () => {
    expect(staffCredential(headers({}))).toBeNull();
    expect(staffCredential(headers({ Cookie: "hrp_member=m" }))).toBeNull();
  });
});
