import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser } from "../../helpers/auth";
import { resetCollections } from "../../helpers/db";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

type AuthAnswer = { token: string; role: string; expiresIn: number };

const candidates = ["One", "Two", "Three"].map((name) => ({
  name: `First ${name}`,
  email: `First.${name}.${Date.now()}@Example.test`,
  password: `correct-horse-${name}`,
}));
/** The candidate whose sign-up won the race for the first account. */
let first = candidates[0]!;

describe("POST /api/profile/register and /api/profile/login", () => {
  beforeAll(async () => {
    // The first-account rule needs an empty users collection (this file owns accounts).
    await resetCollections("users");
  });

  it("rejects bad registration input with 400 and a clear message", async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: "a@example.test", password: "long-enough-1" }, "Name is required"],
      [{ name: "  ", email: "a@example.test", password: "long-enough-1" }, "Name is required"],
      [{ name: "A", email: "not-an-email", password: "long-enough-1" }, "Please enter a valid email address"],
      [{ name: "A", password: "long-enough-1" }, "Email is required"],
      [{ name: "A", email: "a@example.test", password: "short" }, "Password must be at least 8 characters"],
      [{ name: "A", email: "a@example.test" }, "Password is required"],
    ];
    for (const [body, message] of cases) {
      const response = await api("/api/profile/register", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toEqual({ success: false, message });
    }
    const malformed = await api("/api/profile/register", { body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.success).toBe(false);
    expect(await User.countDocuments()).toBe(0);
  });

  it("makes the first account ever created the admin, even when sign-ups race", async () => {
    const responses = await Promise.all(
      candidates.map((body) => api<AuthAnswer>("/api/profile/register", { body })),
    );
    expect(responses.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    const winner = responses.findIndex((answer) => answer.status === 201);
    first = candidates[winner]!;
    const response = responses[winner]!;
    expect(await User.countDocuments()).toBe(1);
    expect(response.json).toMatchObject({ success: true, role: "admin", expiresIn: 10800 });
    expect(typeof response.json.token).toBe("string");

    const stored = await User.findOne({ email: first.email.toLowerCase() }).lean();
    expect(stored?.role).toBe("admin");
    expect(stored?.passwordHash).not.toContain(first.password);
    // bcrypt with a cost of at least 10.
    const cost = Number(stored?.passwordHash.match(/^\$2[aby]\$(\d\d)\$/)?.[1]);
    expect(cost).toBeGreaterThanOrEqual(10);

    const dashboard = await api("/api/admin/dashboard", { token: response.json.token });
    expect(dashboard.status).toBe(200);
  });

  it("closes registration after the first account", async () => {
    const response = await api("/api/profile/register", {
      body: { name: "Second", email: `second-${Date.now()}@example.test`, password: "long-enough-2" },
    });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ success: false, message: "Registration is closed" });
    expect(await User.countDocuments()).toBe(1);
  });

  it("signs in with the right password (e-mail case-insensitive) and answers an HS256 token", async () => {
    const response = await api<AuthAnswer>("/api/profile/login", {
      body: { email: first.email.toUpperCase(), password: first.password },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, role: "admin", expiresIn: 10800 });
    expect(response.json.message).toBeTruthy();

    const decoded = jwt.decode(response.json.token, { complete: true });
    expect(decoded?.header.alg).toBe("HS256");
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload.role).toBe("admin");
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(10800);
    expect(jwt.verify(response.json.token, process.env.JWT_SECRET!)).toBeTruthy();
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrongPassword = await api("/api/profile/login", {
      body: { email: first.email, password: "wrong-password" },
    });
    const unknownEmail = await api("/api/profile/login", {
      body: { email: `nobody-${Date.now()}@example.test`, password: first.password },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, message: "Invalid email or password" });
    }
  });

  it("slows down sign-in for an account after five failures", async () => {
    const account = await createStaffUser("profile");
    const timed = async (password: string) => {
      const started = Date.now();
      const response = await api("/api/profile/login", { body: { email: account.email, password } });
      return { status: response.status, elapsed: Date.now() - started };
    };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await timed("wrong-again")).status).toBe(401);
    const slowed = await timed("wrong-again");
    expect(slowed.status).toBe(401);
    expect(slowed.elapsed).toBeGreaterThanOrEqual(450);
    const slowerStill = await timed("wrong-again");
    expect(slowerStill.elapsed).toBeGreaterThanOrEqual(950);
    // The right password still works (after the same kind of wait, a lower bound that a busy
    // machine can only lengthen); other accounts are not slowed: a sign-in to another account,
    // started at the same moment, finishes first.
    const finished: string[] = [];
    const [throttled, other] = await Promise.all([
      timed(account.password).then((result) => (finished.push("throttled account"), result)),
      api("/api/profile/login", { body: { email: first.email, password: first.password } }).then(
        (response) => (finished.push("other account"), response),
      ),
    ]);
    expect(throttled.status).toBe(200);
    expect(throttled.elapsed).toBeGreaterThanOrEqual(950);
    expect(other.status).toBe(200);
    expect(finished).toEqual(["other account", "throttled account"]);
    await User.deleteOne({ _id: account.id });
  });

  it("rejects bad login input with 400", async () => {
    const cases: Array<[unknown, string]> = [
      [{ password: "x" }, "Email is required"],
      [{ email: "nope", password: "x" }, "Please enter a valid email address"],
      [{ email: first.email }, "Password is required"],
      [{ email: first.email, password: "" }, "Password is required"],
    ];
    for (const [body, message] of cases) {
      const response = await api("/api/profile/login", { body });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, message });
    }
  });
});

describe("registration when ALLOW_REGISTRATION=true", () => {
  let server: AppServer;

  beforeAll(async () => {
    server = await startAppServer({ ALLOW_REGISTRATION: "true", SESSION_TTL_SECONDS: "120" });
  }, 120000);

  afterAll(async () => {
    await server?.stop();
  });

  it("gives later accounts the profile role, and the TTL follows SESSION_TTL_SECONDS", async () => {
    const email = `staff-${Date.now()}@example.test`;
    const response = await appFetch(`${server.url}/api/profile/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Staff Writer", email, password: "long-enough-3" }),
    });
    const json = (await response.json()) as AuthAnswer & { success: boolean };
    expect(response.status).toBe(201);
    expect(json).toMatchObject({ success: true, role: "profile", expiresIn: 120 });
    const payload = jwt.decode(json.token) as jwt.JwtPayload;
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(120);

    const profileDashboard = await api("/api/profile/dashboard", { token: json.token });
    expect(profileDashboard.status).toBe(200);
    const adminDashboard = await api("/api/admin/dashboard", { token: json.token });
    expect(adminDashboard.status).toBe(403);

    const duplicate = await appFetch(`${server.url}/api/profile/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Again", email: email.toUpperCase(), password: "long-enough-3" }),
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      success: false,
      message: "An account with this email already exists",
    });
  });
});
