import { describe, expect, it } from "vitest";
import { api } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

describe("GET /api/health", () => {
  it("reports the database as up", async () => {
    const response = await api("/api/health");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, db: "up" });
  });

  it("GET /api/health/ready: ready once the database answers and the search index is built", async () => {
    // The test server built its index at start-up (a few documents); a server still building answers
    // 503 with searchIndex "building" (the launcher waits for 200 before sending it traffic).
    const response = await api("/api/health/ready");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, db: "up", searchIndex: "ready" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await appFetch(`${process.env.APP_URL}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Not found" });
  });
});
