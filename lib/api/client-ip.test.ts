import { describe, expect, it } from "vitest";
import { UNKNOWN_CLIENT, clientAddress, clientIp } from "@/lib/api/client-ip";

describe("clientAddress", () => {
  it("believes no header unless a proxy is trusted: every client shares one key", () => {
    expect(clientAddress("203.0.113.1, 198.51.100.2", "198.51.100.3", false)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(undefined, undefined, false)).toBe(UNKNOWN_CLIENT);
  });

  it("behind a trusted proxy takes the right-most X-Forwarded-For entry only", () => {
    expect(clientAddress("203.0.113.1, 198.51.100.2", "10.0.0.5", true)).toBe("198.51.100.2");
    expect(clientAddress(" 198.51.100.9 ", "10.0.0.5", true)).toBe("198.51.100.9");
  });

  it("falls back to X-Real-IP, then to the shared key", () => {
    expect(clientAddress("", "10.0.0.5", true)).toBe("10.0.0.5");
    expect(clientAddress(" , ", "10.0.0.5", true)).toBe("10.0.0.5");
    expect(clientAddress(null, null, true)).toBe(UNKNOWN_CLIENT);
  });
});

describe("clientIp", () => {
  it("reads the proxy's headers only with TRUST_PROXY", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7, 127.0.0.9", "x-real-ip": "203.0.113.8" });
    expect(clientIp(headers, false)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers, true)).toBe("127.0.0.9");
  });
});
