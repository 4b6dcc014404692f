// The client session (SPEC section 4): sign-in form, restore on start-up, role-based menu,
// expiry on load and by the timer (with a short SESSION_TTL_SECONDS server), logout.
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/test";
import { startAppServer, type AppServer } from "../tests/helpers/app-server";
import { createUser, deleteUsers, type E2eUser } from "../tests/fixtures/e2e-data";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { STAFF_COOKIE } from "./helpers/session";

let admin: E2eUser;
let profile: E2eUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createUser("admin");
  profile = await createUser("profile");
});

test.afterAll(async () => {
  await deleteUsers([admin.id, profile.id]);
  await endSpecData();
});

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    role: localStorage.getItem("role"),
    expiry: localStorage.getItem("expiry"),
  }));

/** Everything a script on the page can read: localStorage, sessionStorage and document.cookie. */
const scriptReadableValues = (page: Page) =>
  page.evaluate(() => {
    const values = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? "") ?? "");
    return [...values(localStorage), ...values(sessionStorage), document.cookie];
  });

const staffCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === STAFF_COOKIE);

test("the login form validates, toggles to sign-up and back, and shows server errors", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await fillLogin(page, admin.email, "definitely-wrong");
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  expect((await storedSession(page)).role).toBeNull();
  expect(await staffCookie(page)).toBeUndefined();

  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByLabel("Name")).toBeVisible();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name").fill("Late Comer");
  await page.getByLabel("Email").fill(`late-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("long-enough-pw");
  await page.getByRole("button", { name: "Sign Up" }).click();
  // Accounts exist already and the test server keeps registration closed.
  await expect(page.getByText("Registration is closed").first()).toBeVisible();

  await page.getByRole("button", { name: "Login", exact: true }).last().click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveCount(0);
});

test("signing in stores role and expiry, keeps the token out of scripts' reach, survives a reload, and the menu follows the role", async ({
  page,
}) => {
  await page.goto("/profile");
  await fillLogin(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const session = await storedSession(page);
  expect(session.role).toBe("admin");
  const lifetime = Number(session.expiry) - Date.now();
  // A generous bound: only a machine stalled for 100 s between sign-in and this line could fail it.
  expect(lifetime).toBeGreaterThan(10700 * 1000);
  expect(lifetime).toBeLessThanOrEqual(10800 * 1000);

  // The token is in the HttpOnly cookie only: nothing a script can read holds it (or any JWT).
  const cookie = await staffCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  const readable = await scriptReadableValues(page);
  for (const value of readable) {
    expect(value).not.toContain(cookie!.value);
    expect(value).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  }

  const menu = page.getByRole("navigation", { name: "Admin menu" });
  for (const name of [
    "Dashboard",
    "Add blogs",
    "Blogs Vault",
    "Comments",
    "Events",
    "Jobs",
    "Manage Certifications",
    "Add Certification",
    "About",
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Blogs", { exact: true })).toBeVisible();
  await expect(page.getByText("Drafts", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest Blogs" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest Blogs" })).toBeVisible();
  await page.goto("/profile/blogsVault");
  await expect(page.getByRole("heading", { name: "All blogs" })).toBeVisible();

  // The page's own requests carry the cookie; a write with it from another origin is refused.
  const sameSite = await page.evaluate(async () => (await window.fetch("/api/admin/dashboard")).status);
  expect(sameSite).toBe(200);
  const crossSite = await page.request.post("/api/profile/add-feed", {
    headers: { Origin: "https://attacker.example", Cookie: `${STAFF_COOKIE}=${cookie!.value}` },
    data: { url: "https://attacker.example/feed.xml" },
  });
  expect(crossSite.status()).toBe(403);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await staffCookie(page)).toBeUndefined();
  expect(await storedSession(page)).toEqual({ role: null, expiry: null });

  await page.goto("/profile");
  await fillLogin(page, profile.email, profile.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Comments", exact: true })).toBeVisible();
  for (const name of ["Manage Certifications", "Add Certification", "About"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await page.goto("/profile/addCertification");
  await expect(page.getByText("You do not have access to this page.")).toBeVisible();
});

test("an expired stored session is cleared on load", async ({ page }) => {
  await page.goto("/profile");
  await fillLogin(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("expiry", String(Date.now() - 1000)));
  await page.goto("/profile/blogsVault");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await storedSession(page)).toEqual({ role: null, expiry: null });
});

test.describe("with SESSION_TTL_SECONDS=5", () => {
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(120000);
    server = await startAppServer({ SESSION_TTL_SECONDS: "5" });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("the timer ends the session and sends the user to /profile", async ({ page }) => {
    await page.goto(`${server.url}/profile/blogsVault`);
    await fillLogin(page, admin.email, admin.password);
    await expect(page.getByRole("heading", { name: "All blogs" })).toBeVisible();
    const lifetime = Number((await storedSession(page)).expiry) - Date.now();
    expect(lifetime).toBeLessThanOrEqual(5000);

    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible({ timeout: 10000 });
    await expect(page).toHaveURL(`${server.url}/profile`);
    await expect(page.getByText("Your session has expired, please sign in again").first()).toBeVisible();
    expect(await storedSession(page)).toEqual({ role: null, expiry: null });
  });
});
