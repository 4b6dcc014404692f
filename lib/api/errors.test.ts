import { describe, expect, it } from "vitest";
import { handleApiError } from "./errors";
import {
  conflict,
  forbidden,
  invalid,
  isDatabaseDownError,
  notFound,
  tooLarge,
  unauthenticated,
  unavailable,
  upstreamFailed,
  upstreamTimeout,
} from "@/lib/errors";

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
    expect(
      isDatabaseDownError(new Error("outer", { cause: new Error("inner", { cause: socketError("EPIPE") }) })),
    ).toBe(true);
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
    expect(await response.json()).toEqual({
      success: false,
      message: "Service temporarily unavailable, please try again shortly",
    });
  });

  it.each([
    [invalid("Title is required"), 400],
    [unauthenticated(), 401],
    [forbidden(), 403],
    [notFound("Blog not found"), 404],
    [conflict("An account with this email already exists"), 409],
    [tooLarge(), 413],
    [upstreamFailed("AI failed"), 502],
    [unavailable("AI generation is not configured"), 503],
    [upstreamTimeout("AI timed out"), 504],
  ])("maps the domain error %s to %i with its message", async (error, status) => {
    const response = handleApiError(error);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, message: error.message });
  });
});
