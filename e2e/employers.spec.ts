// Issue 33, end to end: a member creates a verified company, posts a job for it, sees it pending in
// /account/jobs, a moderator approves it, the company page lists it with the badge, the member
// marks it filled and it leaves /jobs.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { Company } from "@/models/Company";
import { Job } from "@/models/Job";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { waitForMails } from "../tests/helpers/mail-sink";
import { codeIn, forgetMemberMails } from "../tests/helpers/members";
import { api } from "../tests/helpers/server";
import { openJobForm } from "./helpers/job-form";

const tag = `emp${randomBytes(4).toString("hex")}`;
const employer = `jane@hr.${tag}.example.com`;
const companyName = `Acme ${tag}`;
const jobTitle = `${tag} People Partner`;
let moderator: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  moderator = await createStaffUser("profile");
});

test.afterAll(async () => {
  await Job.deleteMany({ title: jobTitle });
  await Company.deleteMany({ name: companyName });
  const members = await Member.find({ email: employer }).select("_id").lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: employer });
  await MailLog.deleteMany({ to: employer });
  await User.deleteOne({ _id: moderator.id });
  forgetMemberMails(employer);
  await endSpecData();
});

test("an employer's company and job, from creation to filled", async ({ page }) => {
  // Sign in with the mailed code.
  await page.goto("/account/sign-in");
  await page.getByLabel("E-mail address").fill(employer);
  await page.getByRole("button", { name: "Send me a sign-in code" }).click();
  const [mail] = await waitForMails(employer);
  await page.getByLabel("Sign-in code").fill(codeIn(mail!));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  // A company at the sign-in address's domain is verified at once.
  await page.goto("/account/companies");
  await page.getByLabel("Company name").fill(companyName);
  await page.getByLabel("Website").fill(`https://careers.${tag}.example.com`);
  await page.getByLabel("About").fill("We make HR software.");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Verified:" })).toBeVisible();
  const slug = (await Company.findOne({ name: companyName }).lean())!._id;

  // A job for the company, through the public form.
  const dialog = await openJobForm(page, { title: jobTitle, companySlug: slug, location: "Leeds" });
  await dialog.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Job added under review")).toBeVisible();

  // Pending on the dashboard.
  await page.goto("/account/jobs");
  const row = page.getByRole("row").filter({ hasText: jobTitle });
  await expect(row.getByText("Waiting for review")).toBeVisible();

  // A moderator approves it; the company page lists it with the badge.
  const job = (await Job.findOne({ title: jobTitle }).lean())!;
  const approved = await api(`/api/profile/approve-job/${String(job._id)}`, {
    method: "POST",
    token: moderator.token,
  });
  expect(approved.status).toBe(200);
  await page.goto(`/companies/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByText("Verified employer").first()).toBeVisible();
  await expect(page.getByRole("link", { name: jobTitle })).toBeVisible();
  await page.goto("/jobs");
  await expect(page.getByRole("link", { name: jobTitle })).toBeVisible();

  // An edit from the dashboard waits for review; the live job keeps its title meanwhile.
  await page.goto("/account/jobs");
  await expect(row.getByText("Live")).toBeVisible();
  await row.getByRole("button", { name: "Edit" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Job" });
  await editDialog.getByLabel("Title").first().fill(`${jobTitle} (edited)`);
  await editDialog.getByRole("button", { name: /Save|Update/ }).click();
  await expect(page.getByText("Your changes are waiting for review")).toBeVisible();
  await page.goto("/jobs");
  await expect(page.getByRole("link", { name: jobTitle, exact: true })).toBeVisible();

  // Marked filled from the dashboard, it leaves /jobs at once.
  await page.goto("/account/jobs");
  await expect(row.getByText("Live")).toBeVisible();
  await row.getByRole("button", { name: "Mark filled" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark filled" }).click();
  await expect(page.getByText("Job marked filled")).toBeVisible();
  await expect(row.getByText("Filled")).toBeVisible();
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: jobTitle })).toHaveCount(0);
  await page.goto(`/companies/${slug}`);
  await expect(page.getByText("No open jobs right now.")).toBeVisible();
});
