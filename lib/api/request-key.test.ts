import { describe, expect, it } from "vitest";
import { keyedObjectId, requestKey } from "@/lib/api/request-key";

const ID = "0123456789abcdef0123456789abcdef";

describe("requestKey", () => {
  it("believes the front's request id only behind the proxy", () => {
    const headers = new Headers({ "x-request-id": ID });
    expect(requestKey(headers, true)).toBe(ID);
    expect(requestKey(headers, false)).toBeNull();
  });

  it("ignores a missing or malformed id", () => {
    expect(requestKey(new Headers(), true)).toBeNull();
    expect(requestKey(new Headers({ "x-request-id": "not-an-nginx-id" }), true)).toBeNull();
    expect(requestKey(new Headers({ "x-request-id": ID.toUpperCase() }), true)).toBeNull();
  });
});

describe("keyedObjectId", () => {
  it("is the same for the same purpose and key, and differs otherwise", () => {
    expect(String(keyedObjectId("comment", ID))).toBe(String(keyedObjectId("comment", ID)));
    expect(String(keyedObjectId("comment", ID))).not.toBe(
      String(keyedObjectId("comment", ID.replace("0", "1"))),
    );
    expect(String(keyedObjectId("comment", ID))).not.toBe(String(keyedObjectId("application", ID)));
    expect(String(keyedObjectId("comment", ID))).toMatch(/^[0-9a-f]{24}$/);
  });
});
