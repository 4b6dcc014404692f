import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Subscriber } from "@/models/Subscriber";
import { connectAroundFile } from "../helpers/db-hooks";
import { api } from "../helpers/server";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

const uniqueEmail = () => `reader-${randomBytes(6).toString("hex")}@example.test`;

describe("POST /api/blog/subscribe", () => {
  it("stores the address lower-cased and trimmed", async () => {
    const email = uniqueEmail();
    const response = await api("/api/blog/subscribe", { body: { email: `  ${email.toUpperCase()}  ` } });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true, message: "Thank you for subscribing!" });
    const rows = await Subscriber.find({ email }).lean();
    expect(rows).toHaveLength(1);
  });

  it("answers a second subscription kindly without a duplicate row", async () => {
    const email = uniqueEmail();
    await api("/api/blog/subscribe", { body: { email } });
    const again = await api("/api/blog/subscribe", { body: { email: email.toUpperCase() } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ success: true, message: "You are already subscribed" });
    expect(await Subscriber.countDocuments({ email })).toBe(1);
  });

  it("keeps one row when the same address arrives many times at once", async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(Array.from({ length: 6 }, () => api("/api/blog/subscribe", { body: { email } })));
    for (const response of responses) expect(response.json.success).toBe(true);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(await Subscriber.countDocuments({ email })).toBe(1);
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "" }, "Email is required"],
    [{ email: "   " }, "Email is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "a@b" }, "Please enter a valid email address"],
    [{ email: 5 }, "Email is required"],
    [{ email: `${"x".repeat(250)}@example.test` }, "Email is too long"],
  ])("rejects %o with 400", async (body, message) => {
    const response = await api("/api/blog/subscribe", { body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("answers a filled honeypot field like a success but stores nothing", async () => {
    const email = uniqueEmail();
    const response = await api("/api/blog/subscribe", { body: { email, website: "x" } });
    expect(response.json).toEqual({ success: true, message: "Thank you for subscribing!" });
    expect(await Subscriber.countDocuments({ email })).toBe(0);
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await api("/api/blog/subscribe", { body: "{" });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});
