import { describe, expect, it } from "vitest";
import { checkCronAuthorization } from "@/lib/auth/cron-secret";
import { describeImportResult } from "@/lib/feeds/describe-result";

describe("checkCronAuthorization", () => {
  const secret = "s3cret-value-0123456789";

  // The route answers 503 for "unconfigured" (no CRON_SECRET), 401 for "denied".
  it.each([
    [`Bearer ${secret}`, undefined, "unconfigured"],
    [null, undefined, "unconfigured"],
    [`Bearer ${secret}`, "", "unconfigured"],
    [`Bearer ${secret}`, secret, "allowed"],
    [`bearer ${secret}`, secret, "allowed"],
    [null, secret, "denied"],
    ["", secret, "denied"],
    ["Bearer ", secret, "denied"],
    [secret, secret, "denied"],
    [`Basic ${secret}`, secret, "denied"],
    [`Bearer ${secret}x`, secret, "denied"],
    [`Bearer ${secret.slice(0, -1)}`, secret, "denied"],
    ["Bearer wrong", secret, "denied"],
  ] as const)("%j with secret %j → %s", (header, configured, expected) => {
    expect(checkCronAuthorization(header, configured)).toBe(expected);
  });
});

describe("describeImportResult", () => {
  it("summarises a run for the toast", () => {
    expect(describeImportResult({ imported: 3, skipped: 1, failed: [] })).toBe(
      "Imported 3, skipped 1, 0 feeds failed",
    );
    expect(describeImportResult({ imported: 0, skipped: 0, failed: [{}] })).toBe(
      "Imported 0, skipped 0, 1 feed failed",
    );
  });
});
