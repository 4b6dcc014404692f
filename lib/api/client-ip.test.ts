import { describe, expect, it } from "vitest";
import { clientAddress, clientIp } from "@/lib/api/client-ip";
import { PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";

describe("clientAddress", () => {
  it("is the socket's address unless a proxy is trusted", () => {
    expect(clientAddress("203.0.113.1, 198.51.100.2", "127.0.0.1", false)).toBe("127.0.0.1");
    expect(clientAddress(undefined, undefined, false)).toBe("unknown");
  });

  it("behind a trusted proxy takes the right-most X-Forwarded-For entry only", () => {
    expect(clientAddress("203.0.113.1, 198.51.100.2", "10.0.0.5", true)).toBe("198.51.100.2");
    expect(clientAddress(" 198.51.100.9 ", "10.0.0.5", true)).toBe("198.51.100.9");
    expect(clientAddress("", "10.0.0.5", true)).toBe("10.0.0.5");
    expect(clientAddress(" , ", "10.0.0.5", true)).toBe("10.0.0.5");
  });
});

describe("clientIp", () => {
  it("ignores a peer header the server did not stamp (no custom server in this process)", () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: "203.0.113.7", "x-real-ip": "203.0.113.8" });
    expect(clientIp(headers, false)).toBe("unknown");
  });
});
