// The team: GET/POST /api/admin/users and PUT /api/admin/users/{id}. An invitation mails a
// single-use set-password link; the invited colleague sets a password and signs in. Role changes
// and deactivation revoke tokens at once; the last active admin is protected (on a database of its own).
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/token";
import { MailLog } from "@/models/MailLog";
import { User } from "@/models/User";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { linkIn, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { SAMPLE_ID } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = `team${randomBytes(4).toString("hex")}`;
const email = (name: string) => `${RUN}-${name}@example.test`;
let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

afterAll(async () => {
  await User.deleteMany({ email: { $regex: `^${RUN}-` } });
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
  await MailLog.deleteMany({ to: { $regex: `^${RUN}-` } });
  removeMailsTo(email("new"), email("dup"), email("editor"));
});

type Member = {
  _id: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  lastSignInAt: string | null;
};

const login = (address: string, password: string) =>
  api<{ token: string; role: string }>("/api/profile/login", { body: { email: address, password } });

async function invite(name: string, role: "admin" | "profile") {
  return api<{ user: Member }>("/api/admin/users", {
    body: { name: `${RUN} ${name}`, email: email(name), role },
    token: admin.token,
  });
}

describe("invitations", () => {
  it("invite → mail → set password (once) → sign in", async () => {
    const response = await invite("new", "profile");
    expect(response.status).toBe(201);
    expect(response.json.success).toBe(true);
    expect(response.json.user).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: `${RUN} new`,
      email: email("new"),
      role: "profile",
      active: true,
    });

    const [mail] = await waitForMails(email("new"));
    expect(mail!.parsed.subject).toContain("invited");
    const link = new URL(linkIn(mail!, `${baseUrl()}/profile/set-password?token=`));
    const token = link.searchParams.get("token")!;

    // Nobody can sign in before the password is chosen.
    expect((await login(email("new"), "anything-at-all")).status).toBe(401);
    const set = await api("/api/profile/set-password", { body: { token, password: "chosen-password-1" } });
    expect(set.status).toBe(200);
    expect(set.json.success).toBe(true);
    const beforeSignIn = Date.now();
    const signedIn = await login(email("new"), "chosen-password-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.role).toBe("profile");
    expect((await api("/api/profile/dashboard", { token: signedIn.json.token })).status).toBe(200);

    const again = await api("/api/profile/set-password", { body: { token, password: "another-password-1" } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      success: false,
      message: "This link is invalid, has expired or was already used",
    });

    const listedAt = Date.now();
    const team = await api<{ users: Member[] }>("/api/admin/users", { token: admin.token });
    expect(team.status).toBe(200);
    const row = team.json.users.find((user) => user.email === email("new"));
    expect(row).toMatchObject({ role: "profile", active: true });
    // Stamped by that sign-in: an order of events (the app runs on the test's host), not a duration.
    expect(Date.parse(row!.lastSignInAt!)).toBeGreaterThanOrEqual(beforeSignIn);
    expect(Date.parse(row!.lastSignInAt!)).toBeLessThanOrEqual(listedAt);
    expect(Object.keys(row!).sort()).toEqual(["_id", "active", "email", "lastSignInAt", "name", "role"]);
  });

  it("an expired invitation link fails", async () => {
    const response = await invite("editor", "profile");
    const [mail] = await waitForMails(email("editor"));
    const token = new URL(linkIn(mail!, `${baseUrl()}/profile/set-password?token=`)).searchParams.get(
      "token",
    )!;
    await User.updateOne(
      { _id: response.json.user._id },
      { $set: { "passwordToken.expiresAt": new Date(Date.now() - 1000) } },
    );
    const set = await api("/api/profile/set-password", { body: { token, password: "chosen-password-1" } });
    expect(set.status).toBe(400);
  });

  it("409 for an address that already has an account, 400 for bad input", async () => {
    expect((await invite("dup", "profile")).status).toBe(201);
    const duplicate = await api("/api/admin/users", {
      body: { name: "Again", email: email("dup").toUpperCase(), role: "admin" },
      token: admin.token,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({ success: false, message: "An account with this email already exists" });
    for (const body of [
      { name: "X", email: "not-an-email", role: "profile" },
      { name: "X", email: email("bad"), role: "owner" },
      { name: "", email: email("bad"), role: "profile" },
      {},
    ]) {
      const response = await api("/api/admin/users", { body, token: admin.token });
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
    }
    expect((await api("/api/admin/users", { body: "{oops", token: admin.token })).status).toBe(400);
  });

  it("403 for the profile role, 401 without a token", async () => {
    expect((await api("/api/admin/users", { token: profile.token })).status).toBe(403);
    expect((await api("/api/admin/users", { body: {}, token: profile.token })).status).toBe(403);
    expect((await api("/api/admin/users")).status).toBe(401);
  });
});

describe("PUT /api/admin/users/{id}", () => {
  it("a role change revokes the user's tokens; they sign in again with the new role", async () => {
    const user = await createStaffUser("profile", { email: email("role") });
    expect((await api("/api/profile/dashboard", { token: user.token })).status).toBe(200);
    const response = await api<{ user: Member }>(`/api/admin/users/${user.id}`, {
      method: "PUT",
      body: { role: "admin" },
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.json.user).toMatchObject({ _id: user.id, role: "admin", active: true });
    expect((await api("/api/profile/dashboard", { token: user.token })).status).toBe(401);
    const again = await login(user.email, user.password);
    expect(again.json.role).toBe("admin");
    expect((await api("/api/admin/dashboard", { token: again.json.token })).status).toBe(200);
  });

  it("deactivation revokes at once and blocks sign-in; reactivation lets the user sign in again", async () => {
    const user = await createStaffUser("profile", { email: email("leaver") });
    const session = (await login(user.email, user.password)).json.token;
    const off = await api(`/api/admin/users/${user.id}`, {
      method: "PUT",
      body: { active: false },
      token: admin.token,
    });
    expect(off.status).toBe(200);
    expect((await api("/api/profile/dashboard", { token: session })).status).toBe(401);
    expect((await api("/api/profile/dashboard", { token: user.token })).status).toBe(401);
    const refused = await login(user.email, user.password);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, message: "This account has been deactivated" });
    // A wrong password says nothing about the account's state.
    expect((await login(user.email, "wrong-password")).json.message).toBe("Invalid email or password");

    await api(`/api/admin/users/${user.id}`, { method: "PUT", body: { active: true }, token: admin.token });
    const back = await login(user.email, user.password);
    expect(back.status).toBe(200);
    // Tokens from before the deactivation stay revoked.
    expect((await api("/api/profile/dashboard", { token: session })).status).toBe(401);
    expect((await api("/api/profile/dashboard", { token: back.json.token })).status).toBe(200);
  });

  it("400 for bad input, 404 for an unknown user", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "Send a role or active"],
      [{ role: "owner" }, "Role must be admin or profile"],
      [{ active: "no" }, "active must be true or false"],
    ];
    for (const [body, message] of cases) {
      const response = await api(`/api/admin/users/${profile.id}`, {
        method: "PUT",
        body,
        token: admin.token,
      });
      expect([response.status, response.json.message]).toEqual([400, message]);
    }
    expect(
      (await api("/api/admin/users/nope", { method: "PUT", body: { active: true }, token: admin.token }))
        .status,
    ).toBe(400);
    const missing = await api(`/api/admin/users/${SAMPLE_ID}`, {
      method: "PUT",
      body: { active: true },
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.json.success).toBe(false);
  });
});

describe("the last active admin", () => {
  let server: AppServer;
  let connection: mongoose.Connection;
  const dbName = `lastadmin${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    const uri = new URL(process.env.MONGODB_URI!);
    uri.pathname = `/${dbName}`;
    connection = await mongoose.createConnection(uri.toString()).asPromise();
    server = await startAppServer({ MONGODB_URI: uri.toString() });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
  });

  async function insertUser(role: "admin" | "profile", active = true) {
    const _id = new mongoose.Types.ObjectId();
    await connection.collection("users").insertOne({
      _id,
      name: `Only ${role}`,
      email: `${dbName}-${_id}@example.test`,
      passwordHash: await hashPassword("irrelevant-1"),
      role,
      active,
      tokenVersion: 0,
    });
    return { id: String(_id), token: signToken({ userId: String(_id), role }).token };
  }

  const put = (id: string, body: unknown, token: string) =>
    appFetch(`${server.url}/api/admin/users/${id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      json: (await response.json()) as Record<string, unknown>,
    }));

  it("cannot be demoted or deactivated (409), another admin can once there is one", async () => {
    const only = await insertUser("admin");
    await insertUser("admin", false);
    const message = "The last active admin cannot be demoted or deactivated";
    expect(await put(only.id, { role: "profile" }, only.token)).toEqual({
      status: 409,
      json: { success: false, message },
    });
    expect((await put(only.id, { active: false }, only.token)).status).toBe(409);

    const second = await insertUser("admin");
    const demoted = await put(only.id, { role: "profile" }, only.token);
    expect(demoted.status).toBe(200);
    expect((await put(second.id, { active: false }, second.token)).status).toBe(409);
  }, 60_000);
});
