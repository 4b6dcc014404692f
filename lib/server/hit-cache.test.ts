import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./hit-cache";

describe("the hit cache's choice of encoding", () => {
  it("prefers Brotli, then gzip, and sends plain bytes when neither is accepted", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding(["deflate", "gzip;q=0.5"])).toBe("gzip");
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it("honours q=0 as a refusal", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding("BR")).toBe("br");
  });
});
