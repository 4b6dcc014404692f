// Passwords: change (wrong current password → 400, other sessions end), forgot (the same answer
// for any address; a reset mail to a known, active one) and reset (single use, 1 h, bad links 400).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailLog } from "@/models/MailLog";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { linkIn, mailsTo, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const RUN = `pw${randomBytes(4).toString("hex")}`;
const email = (name: string) => `${RUN}-${name}@example.test`;
const FORGOT_MESSAGE = "If an account uses this address, we have sent it a link to choose a new password.";
const BAD_LINK = { success: false, message: "This link is invalid, has expired or was already used" };
const users: TestUser[] = [];

async function user(name: string, role: "admin" | "profile" = "profile") {
  const created = await createStaffUser(role, { email: email(name) });
  users.push(created);
  return created;
}

const login = (address: string, password: string) =>
  api<{ token: string }>("/api/profile/login", { body: { email: address, password } });

afterAll(async () => {
  await User.deleteMany({ _id: { $in: users.map((u) => u.id) } });
  await MailLog.deleteMany({ to: { $regex: `^${RUN}-` } });
  removeMailsTo(...["reset", "used", "expired", "off", "nobody"].map(email));
});

let changer: TestUser;
beforeAll(async () => {
  changer = await user("changer");
});

describe("POST /api/profile/change-password", () => {
  it("changes the password, ends the other sessions and hands this one a new token", async () => {
    const other = (await login(changer.email, changer.password)).json.token;
    const response = await api<{ token: string; role: string }>("/api/profile/change-password", {
      body: { currentPassword: changer.password, newPassword: "brand-new-password" },
      token: changer.token,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, message: "Password changed", role: "profile" });
    expect((await api("/api/profile/dashboard", { token: other })).status).toBe(401);
    expect((await api("/api/profile/dashboard", { token: changer.token })).status).toBe(401);
    expect((await api("/api/profile/dashboard", { token: response.json.token })).status).toBe(200);
    expect((await login(changer.email, changer.password)).status).toBe(401);
    expect((await login(changer.email, "brand-new-password")).status).toBe(200);
    changer.password = "brand-new-password";
    changer.token = response.json.token;
  });

  it("400 for a wrong current password or a short new one; 401 without a token", async () => {
    const wrong = await api("/api/profile/change-password", {
      body: { currentPassword: "not-my-password", newPassword: "another-password" },
      token: changer.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ success: false, message: "Current password is incorrect" });
    const short = await api("/api/profile/change-password", {
      body: { currentPassword: changer.password, newPassword: "short" },
      token: changer.token,
    });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("New password must be at least 8 characters");
    expect((await api("/api/profile/change-password", { body: {}, token: changer.token })).status).toBe(400);
    expect((await api("/api/profile/change-password", { body: {} })).status).toBe(401);
    // The session still works: nothing changed.
    expect((await api("/api/profile/dashboard", { token: changer.token })).status).toBe(200);
  });
});

async function resetLink(address: string, count = 1): Promise<string> {
  const response = await api("/api/profile/forgot-password", { body: { email: address } });
  expect(response.json).toEqual({ success: true, message: FORGOT_MESSAGE });
  const mails = await waitForMails(address, count);
  const url = new URL(linkIn(mails[count - 1]!, `${baseUrl()}/profile/reset-password?token=`));
  return url.searchParams.get("token")!;
}

describe("forgot and reset", () => {
  it("mails a reset link to a known address; the link sets a new password once and ends old sessions", async () => {
    const owner = await user("reset");
    const token = await resetLink(owner.email);
    const reset = await api("/api/profile/reset-password", { body: { token, password: "after-reset-1" } });
    expect(reset.status).toBe(200);
    expect(reset.json.success).toBe(true);
    expect((await api("/api/profile/dashboard", { token: owner.token })).status).toBe(401);
    expect((await login(owner.email, "after-reset-1")).status).toBe(200);

    const reused = await api("/api/profile/reset-password", {
      body: { token, password: "third-password-1" },
    });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual(BAD_LINK);
  });

  it("answers the same for unknown and deactivated addresses, and mails neither", async () => {
    const off = await user("off");
    await User.updateOne({ _id: off.id }, { $set: { active: false } });
    for (const address of [email("nobody"), off.email]) {
      const response = await api("/api/profile/forgot-password", { body: { email: address } });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ success: true, message: FORGOT_MESSAGE });
    }
    // A mail to a known address goes through the same path: once it arrived, these would have too.
    const known = await user("used");
    await resetLink(known.email);
    expect(await mailsTo(email("nobody"))).toEqual([]);
    expect(await mailsTo(off.email)).toEqual([]);
  });

  it("an expired, a replaced, a foreign-purpose or a malformed link fails with 400", async () => {
    const owner = await user("expired");
    const first = await resetLink(owner.email);
    const second = await resetLink(owner.email, 2);
    // Each new link replaces the one before.
    expect(
      (await api("/api/profile/reset-password", { body: { token: first, password: "password-123" } })).json,
    ).toEqual(BAD_LINK);
    // A reset link does not complete an invitation.
    expect(
      (await api("/api/profile/set-password", { body: { token: second, password: "password-123" } })).status,
    ).toBe(400);
    await User.updateOne(
      { _id: owner.id },
      { $set: { "passwordToken.expiresAt": new Date(Date.now() - 1000) } },
    );
    const expired = await api("/api/profile/reset-password", {
      body: { token: second, password: "password-123" },
    });
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual(BAD_LINK);
    expect((await login(owner.email, owner.password)).status).toBe(200);

    for (const body of [
      { token: "garbage", password: "password-123" },
      { token: `${owner.id}.${"a".repeat(43)}`, password: "password-123" },
      { token: second, password: "short" },
      { password: "password-123" },
      {},
    ]) {
      const response = await api("/api/profile/reset-password", { body });
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
    }
  });

  it("400 for a malformed address", async () => {
    const response = await api("/api/profile/forgot-password", { body: { email: "not-an-email" } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: "Please enter a valid email address" });
  });
});
