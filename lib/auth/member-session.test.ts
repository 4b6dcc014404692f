import { describe, expect, it } from "vitest";
import { cookieValue } from "./member-session";

describe("cookieValue", () => {
  it.each([
    ["hrp_member=abc", "abc"],
    ["a=1; hrp_member=abc; b=2", "abc"],
    ["xhrp_member=abc; hrp_member=def", "def"],
    ["hrp_member=a%20b", "a b"],
    ["hrp_member=%E0%A4%A", null],
    ["other=1", null],
    ["", null],
  ])("%s → %s", (header, value) => {
    expect(cookieValue(header, "hrp_member")).toBe(value);
  });
});
