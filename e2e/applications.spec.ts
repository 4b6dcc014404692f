// Issue 43, end to end: a member posts an on-site job with two questions for their verified
// company; another member applies from the job page with a PDF; the employer opens the application
// in /account/jobs/{id}/applications, downloads the CV, shortlists, then rejects with a message; the
// candidate sees "In review", then "Not selected", and finds the message in the local inbox.
import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { expect, newAppContext, test } from "./helpers/test";
import { Application } from "@/models/Application";
import { ApplicationCv } from "@/models/ApplicationCv";
import { Company } from "@/models/Company";
import { Job } from "@/models/Job";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { waitForMails } from "../tests/helpers/mail-sink";
import { forgetMemberMails, signInMember, type TestMember } from "../tests/helpers/members";
import { makePdf } from "../tests/helpers/cv-files";
import { api, baseUrl } from "../tests/helpers/server";
import { openJobForm } from "./helpers/job-form";

const tag = `app${randomBytes(4).toString("hex")}`;
const employerEmail = `jane@hr.${tag}.example.com`;
const candidateEmail = `sam-${tag}@example.test`;
const companyName = `Acme ${tag}`;
const jobTitle = `${tag} Talent Partner`;
const rejection = `${tag}: thank you, we chose a candidate with sector experience.`;
let moderator: TestUser;
let employer: TestMember;
let candidate: TestMember;

async function signedIn(context: BrowserContext, member: TestMember) {
  const host = new URL(baseUrl()).hostname;
  const [name, value] = member.cookie.split("=") as [string, string];
  await context.addCookies([
    { name, value, domain: host, path: "/" },
    { name: "hrp_signed_in", value: "1", domain: host, path: "/" },
  ]);
}

test.beforeAll(async () => {
  await startSpecData();
  moderator = await createStaffUser("profile");
  employer = await signInMember(baseUrl(), employerEmail);
  candidate = await signInMember(baseUrl(), candidateEmail);
  // The company at the employer's domain is verified at once.
  const form = new FormData();
  form.set("name", companyName);
  form.set("website", `https://careers.${tag}.example.com`);
  form.set("about", "We make HR software.");
  const created = await api("/api/companies", {
    form,
    headers: { Cookie: employer.cookie, Origin: baseUrl() },
  });
  expect(created.status).toBe(201);
});

test.afterAll(async () => {
  const jobs = await Job.find({ title: jobTitle }).select("_id").lean();
  const applications = await Application.find({ job: { $in: jobs.map((job) => job._id) } }).distinct("_id");
  await ApplicationCv.deleteMany({ application: { $in: applications } });
  await Application.deleteMany({ _id: { $in: applications } });
  await Job.deleteMany({ title: jobTitle });
  await Company.deleteMany({ name: companyName });
  const members = await Member.find({ email: { $in: [employerEmail, candidateEmail] } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: [employerEmail, candidateEmail] } });
  await MailLog.deleteMany({ to: { $in: [employerEmail, candidateEmail] } });
  await User.deleteOne({ _id: moderator.id });
  forgetMemberMails(employerEmail, candidateEmail);
  await endSpecData();
});

test("an on-site job from posting to a kind rejection", async ({ page, browser }) => {
  await signedIn(page.context(), employer);
  const slug = (await Company.findOne({ name: companyName }).lean())!._id;

  // The employer posts an on-site job with two questions for the company.
  const dialog = await openJobForm(page, { title: jobTitle, companySlug: slug, location: "Leeds, UK" });
  await dialog.getByLabel("How candidates apply").selectOption("onsite");
  await dialog.getByRole("button", { name: "Add a question" }).click();
  await dialog.getByLabel("Question 1").fill("Why this role?");
  await dialog.getByRole("button", { name: "Add a question" }).click();
  await dialog.getByLabel("Question 2").fill("Do you hold CIPD level 5?");
  await dialog.getByLabel("Answer").nth(1).selectOption("yesno");
  await dialog.getByLabel("Required").nth(1).check();
  await dialog.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Job added under review")).toBeVisible();
  const job = (await Job.findOne({ title: jobTitle }).lean())!;
  const jobId = String(job._id);
  expect(job.applyMode).toBe("onsite");
  expect(job.questions?.map((question) => question.label)).toEqual([
    "Why this role?",
    "Do you hold CIPD level 5?",
  ]);
  const approved = await api(`/api/profile/approve-job/${jobId}`, { method: "POST", token: moderator.token });
  expect(approved.status).toBe(200);

  // The candidate applies from the job page with a PDF.
  const candidateContext = await newAppContext(browser);
  await signedIn(candidateContext, candidate);
  const applicant = await candidateContext.newPage();
  await applicant.goto(`/jobs/${jobId}`);
  await expect(applicant.getByRole("heading", { name: "Apply on HR Pulse" })).toBeVisible();
  await expect(applicant.getByLabel("E-mail")).toHaveValue(candidateEmail);
  await applicant.getByLabel("Name").fill("Sam Candidate");
  await applicant.getByLabel(/Why this role\?/).fill("I love building fair hiring.");
  await applicant.getByRole("radio", { name: "Yes" }).check();
  await applicant.getByLabel("CV").setInputFiles({
    name: "sam-cv.pdf",
    mimeType: "application/pdf",
    buffer: await makePdf("Sam Candidate"),
  });
  await applicant.getByRole("button", { name: "Send my application" }).click();
  await expect(applicant.getByText("Your application has been sent").first()).toBeVisible();

  // The employer opens it, downloads the CV and shortlists.
  await page.goto(`/account/jobs/${jobId}/applications`);
  await expect(page.getByRole("heading", { name: `Applications: ${jobTitle}` })).toBeVisible();
  await page.getByRole("button", { name: "Sam Candidate" }).click();
  const opened = page.getByRole("dialog", { name: "Sam Candidate" });
  await expect(opened.getByText("I love building fair hiring.")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await opened.getByRole("link", { name: /Download the CV/ }).click();
  expect((await downloading).suggestedFilename()).toBe("sam-cv.pdf");
  await opened.getByRole("button", { name: "Shortlist" }).click();
  await expect(page.getByText("Marked shortlisted")).toBeVisible();

  await applicant.goto("/account/applications");
  const card = applicant.getByRole("listitem").filter({ hasText: jobTitle });
  await expect(card.getByText("In review")).toBeVisible();

  // Then rejects with a message; the candidate reads "Not selected" and gets the message by mail.
  await opened.getByLabel("Message to the candidate (optional)").fill(rejection);
  await opened.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Marked rejected; the candidate has been told")).toBeVisible();
  await applicant.reload();
  await expect(card.getByText("Not selected")).toBeVisible();
  await expect(card.getByText(rejection)).toBeVisible();
  const mails = await waitForMails(candidateEmail, 3);
  expect(mails.some((mail) => (mail.parsed.text ?? "").includes(rejection))).toBe(true);
  await candidateContext.close();
});
