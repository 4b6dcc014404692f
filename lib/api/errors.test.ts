import { describe, expect, it } from "vitest";
import { handleApiError, isDatabaseDownError } from "./errors";

function named(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error("This socket has been ended by the other party"), { code });
}

describe("isDatabaseDownError", () => {
  it("recognises the driver's no-server errors", () => {
    expect(isDatabaseDownError(named("MongoServerSelectionError"))).toBe(true);
    expect(isDatabaseDownError(named("MongoNetworkError"))).toBe(true);
    expect(isDatabaseDownError(named("MongoPoolClearedError"))).toBe(true);
  });

  it("recognises a raw socket failure the driver lets escape (EPIPE while waiting for drain)", () => {
    expect(isDatabaseDownError(socketError("EPIPE"))).toBe(true);
    expect(isDatabaseDownError(socketError("ECONNRESET"))).toBe(true);
  });

  it("follows the cause chain", () => {
    expect(isDatabaseDownError(new Error("render failed", { cause: named("MongoNetworkError") }))).toBe(true);
    expect(isDatabaseDownError(new Error("outer", { cause: new Error("inner", { cause: socketError("EPIPE") }) }))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isDatabaseDownError(new Error("boom"))).toBe(false);
    expect(isDatabaseDownError(named("MongoServerError"))).toBe(false);
    expect(isDatabaseDownError(Object.assign(new Error("x"), { code: 11000 }))).toBe(false);
    expect(isDatabaseDownError("EPIPE")).toBe(false);
    expect(isDatabaseDownError(null)).toBe(false);
  });
});

describe("handleApiError", () => {
  it("answers 503 JSON for a raw EPIPE from the database socket", async () => {
    const response = handleApiError(socketError("EPIPE"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: "Service temporarily unavailable, please try again shortly" });
  });
});
