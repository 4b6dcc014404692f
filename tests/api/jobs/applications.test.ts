// Issue 43: on-site applications. The job's apply mode and questions (with the salary-history bans),
// applying with a CV checked by its bytes (real PDF and DOCX files made here), one application per
// person per job under parallel submissions, a guest's application held until the address is
// confirmed, the owners' inbox, CV download and decisions, the candidate's side and withdrawal,
// the owners' digest and retention. Each route: owner, other member (403), guest (401), bad input
// (400) and not found (404).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Application } from "@/models/Application";
import { DELETE_ACCOUNT_CONFIRMATION } from "@/lib/members/member-schemas";
import { Company } from "@/models/Company";
import { ApplicationCv } from "@/models/ApplicationCv";
import { AuditLog } from "@/models/AuditLog";
import { Job } from "@/models/Job";
import { MailLog } from "@/models/MailLog";
import { pruneExpiredApplications, sendApplicationDigests } from "@/lib/applications/applications";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { asMember, expectApiError, removeMembers } from "../../helpers/member-api";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { SAMPLE_ID } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";
import { linkIn, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import {
  ELF_BINARY,
  HTML_AS_PDF,
  makeDocm,
  makeDocx,
  makeEncryptedPdf,
  makeLargePdf,
  makePdf,
} from "../../helpers/cv-files";

connectAroundFile();

const tag = `ap${randomBytes(4).toString("hex")}`;
const used: string[] = [];
let admin: TestUser;
let profile: TestUser;
let owner: TestMember;
let candidate: TestMember;
let other: TestMember;
let pdf: Buffer;

const QUESTIONS = [
  { id: "cipd", label: "Do you hold CIPD level 5?", kind: "yesno", required: true },
  {
    id: "notice",
    label: "Notice period",
    kind: "choice",
    options: ["None", "1 month", "3 months"],
    required: false,
  },
];

async function newMember(prefix: string): Promise<TestMember> {
  const email = memberEmail(prefix);
  used.push(email);
  return signInMember(baseUrl(), email);
}

async function onsiteJob(extra: Record<string, unknown> = {}): Promise<string> {
  const job = await Job.create({
    title: `${tag} People Partner`,
    company: "Apply Co",
    location: "Leeds, UK",
    description: "d",
    isApproved: true,
    state: "approved",
    owner: owner.id,
    applyMode: "onsite",
    questions: QUESTIONS,
    ...extra,
  });
  return String(job._id);
}

function applicationForm(
  fields: Record<string, string>,
  cv?: { bytes: Buffer; name: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv)
    form.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? "application/pdf" }), cv.name);
  return form;
}

const GOOD: Record<string, string> = {
  name: "Jane Candidate",
  email: "ignored@example.test",
  answers: JSON.stringify({ cipd: "yes" }),
};

async function apply(
  member: TestMember | null,
  jobId: string,
  fields = GOOD,
  cv?: { bytes: Buffer; name: string; type?: string },
) {
  return asMember<{ application: { id: string; status: string }; pending: boolean }>(
    member,
    `/api/jobs/${jobId}/applications`,
    { form: applicationForm(fields, cv === undefined ? { bytes: pdf, name: "jane-cv.pdf" } : cv) },
  );
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  owner = await newMember("owner");
  candidate = await newMember("candidate");
  other = await newMember("other");
  pdf = await makePdf();
});

afterAll(async () => {
  removeMailsTo(...used);
  await removeMembers(used);
});

describe("a job's apply mode and questions", () => {
  const jobForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };
  const salaryQuestion = JSON.stringify([
    { label: "What is your current salary?", kind: "text", required: true },
  ]);

  it("a California job refuses a current-salary question, naming the law; a Texas job takes it", async () => {
    const refused = await asMember(owner, "/api/job/create-job", {
      form: jobForm({
        title: `${tag} CA`,
        location: "San Francisco, CA",
        employerSize: "10",
        applyMode: "onsite",
        questions: salaryQuestion,
      }),
    });
    expectApiError(refused, 400);
    expect(refused.json.message).toContain("California Labor Code section 432.3");

    const taken = await asMember<{ job: { _id: string; applyMode: string; questions: unknown[] } }>(
      owner,
      "/api/job/create-job",
      {
        form: jobForm({
          title: `${tag} TX`,
          location: "Austin, TX",
          applyMode: "onsite",
          questions: salaryQuestion,
        }),
      },
    );
    expect(taken.status).toBe(201);
    expect(taken.json.job.applyMode).toBe("onsite");
    expect(taken.json.job.questions).toEqual([
      { id: "q1", label: "What is your current salary?", kind: "text", required: true },
    ]);
  });

  it("refuses bad questions with 400: malformed JSON, more than 10, a choice without choices, questions on an external job", async () => {
    for (const fields of <Array<Record<string, string>>>[
      { applyMode: "onsite", questions: "[{" },
      {
        applyMode: "onsite",
        questions: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ label: `Q${i}`, kind: "text" }))),
      },
      {
        applyMode: "onsite",
        questions: JSON.stringify([{ label: "Pick", kind: "choice", options: ["one"] }]),
      },
      { applyMode: "external", questions: JSON.stringify([{ label: "Why us?", kind: "text" }]) },
      { applyMode: "sideways" },
    ]) {
      expectApiError(
        await asMember(owner, "/api/job/create-job", {
          form: jobForm({ title: `${tag} bad`, location: "Leeds", ...fields }),
        }),
        400,
      );
    }
  });

  it("an owner's edit can switch a job to on-site applying", async () => {
    const created = await asMember<{ job: { _id: string } }>(owner, "/api/job/create-job", {
      form: jobForm({ title: `${tag} Switch`, location: "Leeds" }),
    });
    const id = created.json.job._id;
    const edit = await asMember(owner, `/api/job/update-job/${id}`, {
      method: "PUT",
      form: jobForm({
        title: `${tag} Switch`,
        location: "Leeds",
        applyMode: "onsite",
        questions: JSON.stringify(QUESTIONS),
      }),
    });
    expect(edit.status).toBe(200);
    const stored = await Job.findById(id).lean();
    expect(stored?.applyMode).toBe("onsite");
    expect(stored?.questions?.map((q) => q.id)).toEqual(["cipd", "notice"]);
  });
});

describe("POST /api/jobs/{id}/applications", () => {
  it("a member applies with a PDF: 201 submitted, and a receipt lists what was sent", async () => {
    const jobId = await onsiteJob();
    const response = await apply(candidate, jobId, {
      ...GOOD,
      phone: "+44 113 496 0000",
      coverLetter: "I would love to join.",
      answers: JSON.stringify({ cipd: "yes", notice: "1 month" }),
    });
    expect(response.status).toBe(201);
    expect(response.json.application).toMatchObject({ status: "submitted" });
    expect(response.json.pending).toBe(false);
    const stored = await Application.findById(response.json.application.id).lean();
    expect(stored).toMatchObject({ email: candidate.email, state: "active", status: "submitted" });
    // The first mail to the address was the sign-in code.
    const receipt = (await waitForMails(candidate.email, 2)).find((mail) =>
      mail.parsed.subject?.startsWith("Your application"),
    );
    expect(receipt!.parsed.subject).toContain(`${tag} People Partner`);
    expect(receipt!.parsed.text).toContain("Do you hold CIPD level 5?: yes");
    expect(receipt!.parsed.text).toContain("I would love to join.");
    expect(receipt!.parsed.text).toContain("jane-cv.pdf");
    expect(receipt!.parsed.attachments).toHaveLength(0);

    // A second application of the same person to the same job.
    expectApiError(await apply(candidate, jobId), 409);
  });

  it("accepts a real DOCX", async () => {
    const jobId = await onsiteJob();
    const response = await apply(other, jobId, GOOD, {
      bytes: makeDocx(),
      name: "cv.docx",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect(response.status).toBe(201);
  });

  it("checks the CV by its bytes: HTML named .pdf, a renamed ELF binary, a .docm, an encrypted PDF and 6 MB are refused", async () => {
    const jobId = await onsiteJob();
    const cases: Array<[Buffer, string, RegExp]> = [
      [HTML_AS_PDF, "cv.pdf", /PDF or a Word/],
      [ELF_BINARY, "cv.pdf", /PDF or a Word/],
      [makeDocm(), "cv.docx", /macro-enabled/],
      [await makeEncryptedPdf(), "cv.pdf", /password-protected/],
      [await makeLargePdf(5.5 * 1024 * 1024), "big.pdf", /5 MB at most/],
    ];
    for (const [bytes, name, message] of cases) {
      const response = await apply(candidate, jobId, GOOD, { bytes, name });
      expectApiError(response, 400);
      expect(response.json.message).toMatch(message);
    }
    // A 6 MB body is refused before it reaches the app (the front's JSON 413 for any upload past 6 MB).
    const sixMb = await apply(candidate, jobId, GOOD, { bytes: await makeLargePdf(), name: "six.pdf" });
    expect(sixMb.status).toBe(413);
    expect(sixMb.json.success).toBe(false);
    expect(await Application.countDocuments({ job: jobId })).toBe(0);
  });

  it("400 for bad input: no CV, a missing required answer, an unknown question, malformed answers, a bad address", async () => {
    const jobId = await onsiteJob();
    const noCv = await asMember(candidate, `/api/jobs/${jobId}/applications`, {
      form: applicationForm(GOOD),
    });
    expectApiError(noCv, 400);
    expect(noCv.json.message).toMatch(/Attach your CV/);
    const missing = await apply(candidate, jobId, { ...GOOD, answers: "{}" });
    expectApiError(missing, 400);
    expect(missing.json.message).toContain("Do you hold CIPD level 5?");
    expectApiError(
      await apply(candidate, jobId, { ...GOOD, answers: JSON.stringify({ cipd: "yes", x: "1" }) }),
      400,
    );
    expectApiError(
      await apply(candidate, jobId, { ...GOOD, answers: JSON.stringify({ cipd: "maybe" }) }),
      400,
    );
    expectApiError(await apply(candidate, jobId, { ...GOOD, answers: "{not json" }), 400);
    expectApiError(await apply(null, jobId, { ...GOOD, email: "not-an-address" }), 400);
    expectApiError(await apply(candidate, jobId, { ...GOOD, coverLetter: "x".repeat(5001) }), 400);
    const notMultipart = await asMember(candidate, `/api/jobs/${jobId}/applications`, { body: GOOD });
    expectApiError(notMultipart, 400);
    expectApiError(await apply(candidate, "not-an-id"), 400);
  });

  it("404 for an unknown job; 409 for an external, closed, filled or expired one", async () => {
    expectApiError(await apply(candidate, SAMPLE_ID), 404);
    expectApiError(await apply(candidate, await onsiteJob({ applyMode: "external" })), 409);
    expectApiError(await apply(candidate, await onsiteJob({ status: "closed", closedAt: new Date() })), 409);
    expectApiError(await apply(candidate, await onsiteJob({ status: "filled", filledAt: new Date() })), 409);
    expectApiError(
      await apply(candidate, await onsiteJob({ validThrough: new Date(Date.now() - 60_000) })),
      409,
    );
  });

  it("one application per person per job under 20 parallel submissions", async () => {
    const jobId = await onsiteJob();
    const member = await newMember("racer");
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(member, jobId)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await Application.countDocuments({ job: jobId })).toBe(1);
    expect(
      await ApplicationCv.countDocuments({
        application: answers.find((a) => a.status === 201)!.json.application.id,
      }),
    ).toBe(1);
  });

  it("a guest's application is invisible to the employer until the address is confirmed", async () => {
    const jobId = await onsiteJob();
    const email = memberEmail("guest");
    used.push(email);
    const response = await apply(null, jobId, { ...GOOD, email });
    expect(response.status).toBe(201);
    expect(response.json.pending).toBe(true);
    const list = async () =>
      (
        await asMember<{ applications: { id: string }[] }>(
          owner,
          `/api/members/me/jobs/${jobId}/applications`,
        )
      ).json.applications;
    expect(await list()).toEqual([]);

    const [mail] = await waitForMails(email, 1);
    const link = linkIn(mail!, `${baseUrl()}/jobs/applications/confirm`);
    // Opening the link changes nothing.
    const opened = await appFetch(link);
    expect(opened.status).toBe(200);
    expect(await list()).toEqual([]);

    const token = new URL(link).searchParams.get("token")!;
    expectApiError(await api("/api/applications/confirm", { body: { token: `${token}x` } }), 404);
    expectApiError(await api("/api/applications/confirm", { body: {} }), 400);
    expect((await api("/api/applications/confirm", { body: { token } })).status).toBe(200);
    expect((await list()).map((row) => row.id)).toEqual([response.json.application.id]);
    const mails = await waitForMails(email, 2);
    expect(mails[1]!.parsed.subject).toContain("Your application");
  });
});

describe("the employer's inbox", () => {
  let jobId: string;
  let applicationId: string;

  beforeAll(async () => {
    jobId = await onsiteJob();
    const response = await apply(candidate, jobId);
    applicationId = response.json.application.id;
  });

  it("GET /api/members/me/jobs/{id}/applications: the owner sees them; filter by status", async () => {
    const response = await asMember<{ applications: Record<string, unknown>[] }>(
      owner,
      `/api/members/me/jobs/${jobId}/applications`,
    );
    expect(response.status).toBe(200);
    expect(response.json.applications).toHaveLength(1);
    expect(response.json.applications[0]).toMatchObject({
      id: applicationId,
      name: "Jane Candidate",
      email: candidate.email,
      status: "submitted",
      hasCv: true,
      answers: [{ questionId: "cipd", label: "Do you hold CIPD level 5?", value: "yes" }],
    });
    expect(typeof response.json.applications[0]!.submittedAt).toBe("string");
    const rejected = await asMember<{ applications: unknown[] }>(
      owner,
      `/api/members/me/jobs/${jobId}/applications?status=rejected`,
    );
    expect(rejected.json.applications).toEqual([]);
    expectApiError(await asMember(owner, `/api/members/me/jobs/${jobId}/applications?status=lost`), 400);
    expectApiError(await asMember(other, `/api/members/me/jobs/${jobId}/applications`), 403);
    expectApiError(await asMember(null, `/api/members/me/jobs/${jobId}/applications`), 401);
    expectApiError(await api(`/api/members/me/jobs/${jobId}/applications`, { token: admin.token }), 403);
    expectApiError(await asMember(owner, `/api/members/me/jobs/${SAMPLE_ID}/applications`), 404);
    expectApiError(await asMember(owner, `/api/members/me/jobs/nope/applications`), 400);
  });

  it("the owners of the job's company see them too", async () => {
    const slug = `${tag}-co`;
    await Company.create({
      _id: slug,
      name: "Apply Co",
      website: "https://apply.example",
      domain: "apply.example",
      owners: [other.id],
      verified: true,
    });
    const companyJob = await onsiteJob({
      companyRef: { slug, name: "Apply Co", website: "https://apply.example", verified: true },
    });
    expect((await asMember(other, `/api/members/me/jobs/${companyJob}/applications`)).status).toBe(200);
  });

  it("GET /api/applications/{id}/cv: the owner downloads it; others 403, guest 401; admin staff allowed and audited", async () => {
    const response = await appFetch(`${baseUrl()}/api/applications/${applicationId}/cv`, {
      headers: { Cookie: owner.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="jane-cv\.pdf"/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(pdf)).toBe(true);

    expectApiError(await asMember(other, `/api/applications/${applicationId}/cv`), 403);
    expectApiError(await asMember(candidate, `/api/applications/${applicationId}/cv`), 403);
    expectApiError(await api(`/api/applications/${applicationId}/cv`), 401);
    expectApiError(await api(`/api/applications/${applicationId}/cv`, { token: profile.token }), 403);
    expectApiError(await asMember(owner, `/api/applications/${SAMPLE_ID}/cv`), 404);
    expectApiError(await asMember(owner, `/api/applications/nope/cv`), 400);

    const before = await AuditLog.countDocuments({ action: "application.open", targetId: applicationId });
    const asAdmin = await appFetch(`${baseUrl()}/api/applications/${applicationId}/cv`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(asAdmin.status).toBe(200);
    expect(await AuditLog.countDocuments({ action: "application.open", targetId: applicationId })).toBe(
      before + 1,
    );
  });

  it("GET /api/applications/{id}: owner and admin (audited); others 403, guest 401, unknown 404", async () => {
    expect((await asMember(owner, `/api/applications/${applicationId}`)).status).toBe(200);
    expect((await api(`/api/applications/${applicationId}`, { token: admin.token })).status).toBe(200);
    expectApiError(await asMember(other, `/api/applications/${applicationId}`), 403);
    expectApiError(await api(`/api/applications/${applicationId}`, { token: profile.token }), 403);
    expectApiError(await api(`/api/applications/${applicationId}`), 401);
    expectApiError(await asMember(owner, `/api/applications/${SAMPLE_ID}`), 404);
  });

  it("POST /api/applications/{id}/status: shortlist (no mail), then reject with a message (mailed); the candidate sees In review, then Not selected", async () => {
    const status = (body: unknown, member: TestMember | null = owner) =>
      asMember(member, `/api/applications/${applicationId}/status`, { body });
    const candidateView = async () =>
      (
        await asMember<{
          applications: Array<{
            id: string;
            status: string;
            job: { id: string; title: string; company: string };
          }>;
        }>(candidate, "/api/members/me/applications")
      ).json.applications.find((row) => row.id === applicationId);

    expectApiError(await status({ status: "lost" }), 400);
    expectApiError(await status({}), 400);
    expectApiError(await status({ status: "reviewed" }, other), 403);
    expectApiError(await status({ status: "reviewed" }, null), 401);
    expectApiError(
      await api(`/api/applications/${applicationId}/status`, {
        token: admin.token,
        body: { status: "reviewed" },
      }),
      403,
    );
    expectApiError(
      await asMember(owner, `/api/applications/${SAMPLE_ID}/status`, { body: { status: "reviewed" } }),
      404,
    );

    const mailsBefore = (await waitForMails(candidate.email, 1)).length;
    const shortlisted = await status({ status: "shortlisted" });
    expect(shortlisted.status).toBe(200);
    expect(await candidateView()).toMatchObject({
      status: "in_review",
      job: { id: jobId, title: `${tag} People Partner`, company: "Apply Co" },
    });

    const rejected = await status({
      status: "rejected",
      message: `${tag}: we went with an internal candidate.`,
    });
    expect(rejected.status).toBe(200);
    expect(await candidateView()).toMatchObject({ status: "rejected" });
    const mails = await waitForMails(candidate.email, mailsBefore + 1);
    // Shortlisting sent nothing: the one new mail is the decision.
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.parsed.text).toContain(`${tag}: we went with an internal candidate.`);

    const stored = await Application.findById(applicationId).lean();
    expect(stored?.history.map((entry) => entry.status)).toEqual(["submitted", "shortlisted", "rejected"]);
    expect(String(stored?.history[2]?.by)).toBe(owner.id);
  });

  it("the job dashboard's row counts applications per status", async () => {
    const response = await asMember<{ jobs: Array<{ id: string; applications: Record<string, number> }> }>(
      owner,
      "/api/members/me/jobs",
    );
    expect(response.json.jobs.find((job) => job.id === jobId)?.applications).toEqual({ rejected: 1 });
  });

  it("the owners' digest: one mail per job per hour, listing the new applications", async () => {
    const digestJob = await onsiteJob();
    await apply(other, digestJob);
    const now = new Date();
    await sendApplicationDigests(now);
    const hour = Math.floor(now.getTime() / 3_600_000);
    const digest = await MailLog.findById(`application-digest:${digestJob}:${hour}:${owner.email}`).lean();
    expect(digest?.subject).toBe(`1 new application: ${tag} People Partner`);
    // A new application within the hour waits for the next one.
    const third = await newMember("third");
    await apply(third, digestJob);
    await sendApplicationDigests(now);
    expect(await MailLog.countDocuments({ _id: new RegExp(`^application-digest:${digestJob}:`) })).toBe(1);
    expect(await Application.countDocuments({ job: digestJob, notifiedAt: null })).toBe(1);
    await sendApplicationDigests(new Date(now.getTime() + 3_600_000));
    expect(await MailLog.countDocuments({ _id: new RegExp(`^application-digest:${digestJob}:`) })).toBe(2);
  });
});

describe("the candidate's side", () => {
  it("GET /api/members/me/applications lists what they sent; 401 guest, 403 staff", async () => {
    const response = await asMember<{
      applications: Array<{ answers: unknown[]; submittedAt: string; status: string }>;
    }>(candidate, "/api/members/me/applications");
    expect(response.status).toBe(200);
    expect(response.json.applications.length).toBeGreaterThan(0);
    expectApiError(await api("/api/members/me/applications"), 401);
    expectApiError(await api("/api/members/me/applications", { token: admin.token }), 403);
  });

  it("DELETE /api/members/me/applications/{id} withdraws: the employer sees Withdrawn, the CV is gone", async () => {
    const jobId = await onsiteJob();
    const id = (await apply(candidate, jobId)).json.application.id;
    expectApiError(await asMember(other, `/api/members/me/applications/${id}`, { method: "DELETE" }), 404);
    expectApiError(await asMember(null, `/api/members/me/applications/${id}`, { method: "DELETE" }), 401);
    expectApiError(
      await asMember(candidate, `/api/members/me/applications/${SAMPLE_ID}`, { method: "DELETE" }),
      404,
    );
    expectApiError(await asMember(candidate, `/api/members/me/applications/nope`, { method: "DELETE" }), 400);
    const withdrawn = await asMember(candidate, `/api/members/me/applications/${id}`, { method: "DELETE" });
    expect(withdrawn.status).toBe(200);
    expect(await ApplicationCv.countDocuments({ application: id })).toBe(0);
    const inbox = await asMember<{ applications: Array<{ id: string; status: string; hasCv: boolean }> }>(
      owner,
      `/api/members/me/jobs/${jobId}/applications`,
    );
    expect(inbox.json.applications).toEqual([
      expect.objectContaining({ id, status: "withdrawn", hasCv: false }),
    ]);
    expectApiError(await asMember(owner, `/api/applications/${id}/cv`), 404);
  });

  it("the member's export includes their applications; erasure erases them", async () => {
    const member = await newMember("erased");
    const jobId = await onsiteJob();
    const id = (await apply(member, jobId)).json.application.id;
    const exported = await asMember<{ applications?: Array<{ id: string }> }>(
      member,
      "/api/members/me/export",
    );
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.json)).toContain(id);
    const erased = await asMember(member, "/api/members/me", {
      method: "DELETE",
      body: { confirmation: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(erased.status).toBe(200);
    expect(await Application.countDocuments({ _id: id })).toBe(0);
    expect(await ApplicationCv.countDocuments({ application: id })).toBe(0);
  });

  it("an employer's erasure ends their access: they are no longer an owner of their company", async () => {
    const employer = await newMember("employer");
    const slug = `${tag}-gone`;
    await Company.create({
      _id: slug,
      name: "Gone Co",
      website: "https://gone.example",
      domain: "gone.example",
      owners: [employer.id, owner.id],
    });
    const erased = await asMember(employer, "/api/members/me", {
      method: "DELETE",
      body: { confirmation: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(erased.status).toBe(200);
    expect((await Company.findById(slug).lean())?.owners.map(String)).toEqual([owner.id]);
  });
});

describe("retention", () => {
  it("deletes a closed job's applications and CVs once APPLICATION_RETENTION_DAYS (180) have passed", async () => {
    const recent = await onsiteJob();
    const old = await onsiteJob();
    const keptId = (await apply(other, recent)).json.application.id;
    const goneId = (await apply(other, old)).json.application.id;
    // The clock moved by the test's own means: the jobs closed 179 and 181 days ago.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await Job.updateOne({ _id: recent }, { $set: { status: "closed", closedAt: daysAgo(179) } });
    await Job.updateOne({ _id: old }, { $set: { status: "closed", closedAt: daysAgo(181) } });
    await pruneExpiredApplications();
    expect(await Application.countDocuments({ _id: keptId })).toBe(1);
    expect(await Application.countDocuments({ _id: goneId })).toBe(0);
    expect(await ApplicationCv.countDocuments({ application: goneId })).toBe(0);
    // An expired job counts from its end date.
    await Job.updateOne(
      { _id: recent },
      { $set: { status: "open", validThrough: daysAgo(200) }, $unset: { closedAt: 1 } },
    );
    await pruneExpiredApplications();
    expect(await Application.countDocuments({ _id: keptId })).toBe(0);
  });
});
