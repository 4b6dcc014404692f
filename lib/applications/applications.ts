// On-site applications (issue 43): a candidate applies with a CV (a member at once, a guest after
// confirming the address), the job's owners run them in their inbox, the candidate follows them,
// and everything is deleted APPLICATION_RETENTION_DAYS after the job stops taking applications.
import "server-only";
import { createHash } from "node:crypto";
import { isValidObjectId } from "mongoose";
import { ApiError } from "@/lib/api/errors";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { conflict, forbidden, invalid, isDuplicateKeyError, notFound } from "@/lib/errors";
import { addDaysTo } from "@/lib/dates";
import { confirmToken, queueConfirmation } from "@/lib/mail/double-opt-in";
import { mailSite } from "@/lib/mail/config";
import { queueMail } from "@/lib/mail/send";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import type { SessionMember } from "@/lib/members/member-sessions";
import { effectiveValidThrough, jobStateOf } from "@/lib/jobs/job-open";
import type { JobQuestion } from "@/lib/jobs/fields";
import { absoluteUrl, jobPath } from "@/lib/seo/urls";
import {
  ANSWER_MAX,
  APPLICATIONS_PER_ADDRESS_PER_DAY,
  DEFAULT_HIRED,
  DEFAULT_REJECTION,
  candidateStatusOf,
  type ApplicationStatus,
  type CandidateStatus,
  type OwnerStatus,
} from "@/lib/applications/fields";
import { checkCv } from "@/lib/applications/cv-check";
import type { ApplicationFields } from "@/lib/applications/application-schemas";
import { Application } from "@/models/Application";
import { ApplicationCv } from "@/models/ApplicationCv";
import { Company } from "@/models/Company";
import { Job } from "@/models/Job";
import { Member } from "@/models/Member";

export const APPLICATION_NOT_FOUND = "Application not found";
export const JOB_NOT_FOUND = "Job not found";
export const ALREADY_APPLIED = "You have already applied for this job";
export const JOB_NOT_OPEN = "This job is no longer accepting applications";
export const NOT_ONSITE = "This job takes applications on the employer's own site, not on HR Pulse";
export const NOT_YOUR_APPLICATIONS = "Only the job's owners can see its applications";
export const CONFIRM_INVALID =
  "This confirmation link is not valid (it was already used or replaced by a newer one).";
export const CONFIRM_EXPIRED = "This confirmation link has expired: apply again to get a new one.";
/** Applications one client address may send in an hour (the per-address limit is per day). */
export const APPLICATIONS_PER_CLIENT_PER_HOUR = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type ApplyJob = {
  _id: unknown;
  title?: string | null;
  company?: string | null;
  companyRef?: { slug?: string | null; name?: string | null } | null;
  applyMode?: string | null;
  questions?: JobQuestion[] | null;
  isApproved?: boolean | null;
  status?: string | null;
  validThrough?: Date | null;
  createdAt?: Date | null;
  owner?: unknown;
  closedAt?: Date | null;
  filledAt?: Date | null;
};

const JOB_SELECT =
  "title company companyRef applyMode questions isApproved status validThrough createdAt owner closedAt filledAt";

async function findJob(id: string): Promise<ApplyJob | null> {
  if (!isValidObjectId(id)) return null;
  return Job.findById(id).select(JOB_SELECT).lean<ApplyJob>();
}

const companyOf = (job: ApplyJob) => job.companyRef?.name || job.company || "";
const titleOf = (job: ApplyJob) => job.title || job.company || "a job";

/**
 * The application's id is made from the job and the address: `_id` is the one index FerretDB keeps
 * unique, so parallel submissions of one person for one job insert exactly one (MongoDB has the
 * unique `key` index besides).
 */
export function applicationIdFor(jobId: string, email: string): string {
  return createHash("sha256").update(`application:${jobId}:${email}`).digest("hex").slice(0, 24);
}

/** The answers as stored: one per question of the job, checked against its kind. */
function checkAnswers(questions: readonly JobQuestion[], raw: Record<string, string | boolean>) {
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(raw))
    if (!known.has(id)) throw invalid(`answers names a question this job does not ask: ${id.slice(0, 40)}`);
  return questions.flatMap((question) => {
    const given = raw[question.id];
    const value = typeof given === "boolean" ? (given ? "yes" : "no") : (given ?? "").trim();
    if (!value) {
      if (question.required) throw invalid(`Answer the question "${question.label}"`);
      return [];
    }
    if (value.length > ANSWER_MAX)
      throw invalid(`The answer to "${question.label}" must be at most ${ANSWER_MAX} characters`);
    if (question.kind === "yesno" && value !== "yes" && value !== "no")
      throw invalid(`Answer "${question.label}" with yes or no`);
    if (question.kind === "choice" && !(question.options ?? []).includes(value))
      throw invalid(`Choose one of the given answers to "${question.label}"`);
    return [{ questionId: question.id, label: question.label, value }];
  });
}

export type ApplyInput = {
  jobId: string;
  fields: ApplicationFields;
  cv: { bytes: Uint8Array; fileName: string } | undefined;
  member: SessionMember | null;
  ip: string;
  now?: Date;
};

export type ApplyResult = {
  id: string;
  status: "submitted";
  /** A guest must confirm the address first. */
  pending: boolean;
  /** Mails to deliver after the answer. */
  mailIds: string[];
};

/** The job's fields a form needs, checked open and on-site (404 / 409). */
async function openOnsiteJob(jobId: string, now: Date): Promise<ApplyJob> {
  const job = await findJob(jobId);
  if (!job || !job.isApproved) throw notFound(JOB_NOT_FOUND);
  if (job.applyMode !== "onsite") throw conflict(NOT_ONSITE);
  if (jobStateOf(job, now) !== "open") throw conflict(JOB_NOT_OPEN);
  return job;
}

export async function submitApplication(input: ApplyInput): Promise<ApplyResult> {
  const now = input.now ?? new Date();
  await connectDb();
  const job = await openOnsiteJob(input.jobId, now);
  const { fields, member } = input;
  const email = member ? member.email : fields.email;
  const answers = checkAnswers(job.questions ?? [], fields.answers);
  if (!input.cv) throw invalid("Attach your CV (a PDF or Word .docx file of at most 5 MB)");
  const checked = checkCv(input.cv.bytes);
  if (!checked.ok) throw invalid(checked.message);

  const since = new Date(now.getTime() - DAY_MS);
  const [byAddress, byClient] = await Promise.all([
    Application.countDocuments({ email, createdAt: { $gte: since } }),
    Application.countDocuments({ address: input.ip, createdAt: { $gte: new Date(now.getTime() - HOUR_MS) } }),
  ]);
  if (byAddress >= APPLICATIONS_PER_ADDRESS_PER_DAY)
    throw new ApiError(
      429,
      `You have sent ${APPLICATIONS_PER_ADDRESS_PER_DAY} applications today: please try again tomorrow`,
      { "Retry-After": String(24 * 60 * 60) },
    );
  if (byClient >= Math.ceil(APPLICATIONS_PER_CLIENT_PER_HOUR * getEnv().RATE_LIMIT_SCALE))
    throw new ApiError(429, "Too many requests, please try again later", { "Retry-After": "3600" });

  const jobId = String(job._id);
  const id = applicationIdFor(jobId, email);
  const safeName = input.cv.fileName.replace(/[^\w.\- ()]+/g, "_").slice(-120) || `cv.${checked.kind}`;
  const fileName = /\.(pdf|docx)$/i.test(safeName) ? safeName : `${safeName}.${checked.kind}`;
  try {
    await Application.create({
      _id: id,
      job: jobId,
      jobTitle: titleOf(job),
      company: companyOf(job),
      key: `${jobId}:${email}`,
      ...(member ? { member: member.id } : {}),
      name: fields.name,
      email,
      phone: fields.phone,
      coverLetter: fields.coverLetter,
      answers,
      cv: { fileName, contentType: checked.contentType, size: input.cv.bytes.length, kind: checked.kind },
      status: "submitted",
      history: [{ status: "submitted", at: now, ...(member ? { by: member.id } : {}) }],
      state: member ? "active" : "pending",
      ...(member ? { submittedAt: now } : {}),
      address: input.ip,
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(ALREADY_APPLIED);
    throw error;
  }
  try {
    await ApplicationCv.create({
      application: id,
      data: Buffer.from(input.cv.bytes),
      contentType: checked.contentType,
    });
  } catch (error) {
    await Application.deleteOne({ _id: id });
    throw error;
  }
  if (member) return { id, status: "submitted", pending: false, mailIds: [await queueReceipt(id)] };
  const row = await Application.findById(id).select("confirmSentAt").lean();
  const mailId = await queueConfirmation({
    model: Application,
    row: row!,
    to: email,
    template: "applicationConfirm",
    data: (confirmUrl) => ({ confirmUrl, jobTitle: titleOf(job) }),
    confirmPath: "/jobs/applications/confirm",
    logPrefix: "application-confirm",
    now,
  });
  return { id, status: "submitted", pending: true, mailIds: mailId ? [mailId] : [] };
}

async function queueReceipt(id: string): Promise<string> {
  const app = await Application.findById(id).lean();
  if (!app) throw notFound(APPLICATION_NOT_FOUND);
  const site = mailSite();
  const queued = await queueMail({
    to: app.email,
    template: "applicationReceipt",
    id: `application-receipt:${id}`,
    data: {
      jobTitle: app.jobTitle,
      company: app.company,
      jobUrl: absoluteUrl(site.url, jobPath(String(app.job))),
      name: app.name,
      email: app.email,
      phone: app.phone ?? "",
      coverLetter: app.coverLetter ?? "",
      answers: (app.answers ?? []).map((answer) => ({
        label: answer.label ?? "",
        value: answer.value ?? "",
      })),
      cvName: app.cv?.fileName ?? "",
      ...(app.member ? { accountUrl: absoluteUrl(site.url, "/account/applications") } : {}),
    },
  });
  return queued.id;
}

/** The confirm page's button: a guest's application reaches the employer; returns the receipt's mail id. */
export async function confirmApplication(token: string, now: Date = new Date()): Promise<string> {
  await connectDb();
  const id = await confirmToken({
    model: Application,
    token,
    invalidMessage: CONFIRM_INVALID,
    expiredMessage: CONFIRM_EXPIRED,
    activate: (at) => ({ submittedAt: at }),
    now,
  });
  return queueReceipt(id);
}

// ---- the owners' side ----

/** Whether the member runs the job: its owner, or an owner of its company page. */
async function ownsJob(job: ApplyJob, memberId: string): Promise<boolean> {
  if (job.owner && String(job.owner) === memberId) return true;
  const slug = job.companyRef?.slug;
  if (!slug) return false;
  return Boolean(await Company.exists({ _id: slug, owners: memberId }));
}

async function ownedJob(jobId: string, memberId: string): Promise<ApplyJob> {
  await connectDb();
  const job = await findJob(jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (!(await ownsJob(job, memberId))) throw forbidden(NOT_YOUR_APPLICATIONS);
  return job;
}

type LeanApplication = {
  _id: unknown;
  job: unknown;
  jobTitle?: string;
  company?: string;
  member?: unknown;
  name: string;
  email: string;
  phone?: string;
  coverLetter?: string;
  answers?: Array<{ questionId?: string | null; label?: string | null; value?: string | null }>;
  cv?: { fileName?: string | null; contentType?: string | null; size?: number | null } | null;
  status: ApplicationStatus;
  history?: Array<{ status?: string | null; at?: Date | null; message?: string | null }>;
  state?: string;
  submittedAt?: Date | null;
  createdAt?: Date;
};

export type Answer = { questionId: string; label: string; value: string };

export type InboxApplication = {
  id: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  submittedAt: string;
  status: ApplicationStatus;
  answers: Answer[];
  hasCv: boolean;
  cvName: string;
  history: Array<{ status: string; at: string; message: string }>;
};

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : "");
const answersOf = (app: LeanApplication): Answer[] =>
  (app.answers ?? []).map((answer) => ({
    questionId: answer.questionId ?? "",
    label: answer.label ?? "",
    value: answer.value ?? "",
  }));

function toInbox(app: LeanApplication): InboxApplication {
  return {
    id: String(app._id),
    name: app.name,
    email: app.email,
    phone: app.phone ?? "",
    coverLetter: app.coverLetter ?? "",
    submittedAt: iso(app.submittedAt ?? app.createdAt),
    status: app.status,
    answers: answersOf(app),
    hasCv: Boolean(app.cv?.fileName),
    cvName: app.cv?.fileName ?? "",
    history: (app.history ?? []).map((entry) => ({
      status: entry.status ?? "",
      at: iso(entry.at),
      message: entry.message ?? "",
    })),
  };
}

/** A job's confirmed applications for its owners, newest first (optionally of one status). */
export async function listJobApplications(
  jobId: string,
  memberId: string,
  status?: ApplicationStatus,
): Promise<{ job: { id: string; title: string }; applications: InboxApplication[] }> {
  const job = await ownedJob(jobId, memberId);
  const rows = await Application.find({ job: jobId, state: "active", ...(status ? { status } : {}) })
    .select("-confirmTokenHash")
    .sort({ submittedAt: -1 })
    .limit(2000)
    .lean<LeanApplication[]>();
  return { job: { id: jobId, title: titleOf(job) }, applications: rows.map(toInbox) };
}

/** Confirmed applications per status, per job (the dashboard's rows). */
export async function countApplicationsByStatus(
  jobIds: readonly string[],
): Promise<Map<string, Partial<Record<ApplicationStatus, number>>>> {
  const counts = new Map<string, Partial<Record<ApplicationStatus, number>>>();
  if (jobIds.length === 0) return counts;
  await connectDb();
  const rows = await Application.find({ job: { $in: jobIds }, state: "active" })
    .select("job status")
    .lean<Array<{ job: unknown; status: ApplicationStatus }>>();
  for (const row of rows) {
    const id = String(row.job);
    const entry = counts.get(id) ?? {};
    entry[row.status] = (entry[row.status] ?? 0) + 1;
    counts.set(id, entry);
  }
  return counts;
}

export type Viewer = { kind: "member"; member: SessionMember } | { kind: "staff"; user: SessionUser };

/** An application the viewer may open: a job owner, or staff with the admin role (audited). */
async function openApplication(id: string, viewer: Viewer, purpose: string): Promise<LeanApplication> {
  await connectDb();
  if (viewer.kind === "staff" && viewer.user.role !== "admin")
    throw forbidden("Only staff with the admin role can open applications");
  const app = isValidObjectId(id)
    ? await Application.findOne({ _id: id, state: "active" }).lean<LeanApplication>()
    : null;
  if (!app) throw notFound(APPLICATION_NOT_FOUND);
  if (viewer.kind === "staff") {
    await recordAudit(viewer.user, "application.open", { type: "application", id, summary: purpose });
    return app;
  }
  const job = await findJob(String(app.job));
  if (!job || !(await ownsJob(job, viewer.member.id))) throw forbidden(NOT_YOUR_APPLICATIONS);
  return app;
}

export async function getApplication(id: string, viewer: Viewer): Promise<InboxApplication> {
  return toInbox(await openApplication(id, viewer, "Opened the application"));
}

export type CvFile = { data: Buffer; contentType: string; fileName: string };

export async function readApplicationCv(id: string, viewer: Viewer): Promise<CvFile> {
  const app = await openApplication(id, viewer, "Downloaded the CV");
  const file = await ApplicationCv.findOne({ application: id }).lean();
  if (!file || !app.cv?.fileName) throw notFound("This application has no CV any more");
  const data = Buffer.isBuffer(file.data)
    ? file.data
    : Buffer.from((file.data as { buffer: Uint8Array }).buffer);
  return { data, contentType: file.contentType, fileName: app.cv.fileName };
}

/** An owner's decision: recorded with time and author; rejected and hired mail the candidate. */
export async function changeApplicationStatus(
  id: string,
  member: SessionMember,
  status: OwnerStatus,
  message: string | undefined,
  now: Date = new Date(),
): Promise<{ status: OwnerStatus; mailId: string | null }> {
  const app = await openApplication(id, { kind: "member", member }, "");
  if (app.status === "withdrawn") throw conflict("The candidate has withdrawn this application");
  const result = await Application.updateOne(
    { _id: id, status: { $ne: "withdrawn" } },
    {
      $set: { status },
      $push: { history: { status, at: now, by: member.id, ...(message ? { message } : {}) } },
    },
  );
  if (result.matchedCount === 0) throw conflict("The candidate has withdrawn this application");
  if (status !== "rejected" && status !== "hired") return { status, mailId: null };
  const queued = await queueMail({
    to: app.email,
    template: "applicationDecision",
    id: `application-decision:${id}:${now.getTime()}`,
    data: {
      jobTitle: app.jobTitle ?? "",
      company: app.company ?? "",
      outcome: status,
      message: message || (status === "hired" ? DEFAULT_HIRED : DEFAULT_REJECTION),
    },
  });
  return { status, mailId: queued.id };
}

// ---- the candidate's side ----

export type CandidateApplication = {
  id: string;
  job: { id: string; title: string; company: string };
  submittedAt: string;
  status: CandidateStatus;
  answers: Answer[];
  coverLetter: string;
  cvName: string;
  /** The employer's message with a rejection or an offer. */
  message: string;
};

/** What the member sent (confirmed or from their session) and where it stands. */
export async function listMemberApplications(member: SessionMember): Promise<CandidateApplication[]> {
  await connectDb();
  const rows = await Application.find({ member: member.id })
    .sort({ createdAt: -1 })
    .limit(500)
    .lean<LeanApplication[]>();
  return rows.map((app) => {
    const status = candidateStatusOf(app.status);
    const decision = [...(app.history ?? [])]
      .reverse()
      .find((entry) => entry.status === "rejected" || entry.status === "hired");
    return {
      id: String(app._id),
      job: { id: String(app.job), title: app.jobTitle ?? "", company: app.company ?? "" },
      submittedAt: iso(app.submittedAt ?? app.createdAt),
      status,
      answers: answersOf(app),
      coverLetter: app.coverLetter ?? "",
      cvName: app.cv?.fileName ?? "",
      message: status === "rejected" || status === "hired" ? (decision?.message ?? "") : "",
    };
  });
}

/** The candidate withdraws: the employer sees "Withdrawn", the CV is deleted at once. */
export async function withdrawApplication(
  id: string,
  member: SessionMember,
  now = new Date(),
): Promise<void> {
  await connectDb();
  const app = isValidObjectId(id)
    ? await Application.findById(id).select("member status").lean<{ member?: unknown; status: string }>()
    : null;
  if (!app || String(app.member ?? "") !== member.id) throw notFound(APPLICATION_NOT_FOUND);
  if (app.status !== "withdrawn")
    await Application.updateOne(
      { _id: id },
      {
        $set: { status: "withdrawn" },
        $unset: { cv: 1 },
        $push: { history: { status: "withdrawn", at: now, by: member.id } },
      },
    );
  await ApplicationCv.deleteMany({ application: id });
}

// ---- a member's data ----

export async function exportMemberApplications(memberId: string, email: string) {
  await connectDb();
  const rows = await Application.find({ $or: [{ member: memberId }, { email }] })
    .sort({ createdAt: 1 })
    .lean<LeanApplication[]>();
  return rows.map((app) => ({
    id: String(app._id),
    job: { id: String(app.job), title: app.jobTitle ?? "", company: app.company ?? "" },
    name: app.name,
    email: app.email,
    phone: app.phone ?? "",
    coverLetter: app.coverLetter ?? "",
    answers: answersOf(app),
    cv: app.cv?.fileName ?? null,
    status: candidateStatusOf(app.status),
    submittedAt: iso(app.submittedAt ?? app.createdAt) || null,
  }));
}

async function deleteApplications(filter: Record<string, unknown>): Promise<number> {
  const ids = (await Application.find(filter).select("_id").lean()).map((row) => row._id);
  if (ids.length === 0) return 0;
  await ApplicationCv.deleteMany({ application: { $in: ids } });
  const result = await Application.deleteMany({ _id: { $in: ids } });
  return result.deletedCount;
}

/** Erasing a member erases the applications they sent (by session or with their address). */
export async function eraseMemberApplications(memberId: string, email: string): Promise<number> {
  await connectDb();
  return deleteApplications({ $or: [{ member: memberId }, { email }] });
}

// ---- background work (one function each, to move into the task queue at merge) ----

/** When the job stopped taking applications (closed, filled or expired), or null while open. */
export function jobEndedAt(job: ApplyJob, now: Date = new Date()): Date | null {
  if (job.status === "closed" || job.status === "filled")
    return job.closedAt ?? job.filledAt ?? effectiveValidThrough(job);
  const until = effectiveValidThrough(job);
  return until.getTime() <= now.getTime() ? until : null;
}

/**
 * Deletes the applications (and CVs) of jobs that stopped taking applications more than
 * APPLICATION_RETENTION_DAYS ago, of jobs that no longer exist, and guests' unconfirmed ones older
 * than the confirmation's 7 days.
 */
export async function pruneExpiredApplications(now: Date = new Date()): Promise<number> {
  await connectDb();
  const days = getEnv().APPLICATION_RETENTION_DAYS;
  const jobIds = (await Application.distinct("job")).map(String);
  let deleted = 0;
  for (let i = 0; i < jobIds.length; i += 200) {
    const batch = jobIds.slice(i, i + 200);
    const jobs = await Job.find({ _id: { $in: batch } })
      .select("status validThrough createdAt closedAt filledAt")
      .lean<ApplyJob[]>();
    const found = new Set(jobs.map((job) => String(job._id)));
    const due = batch.filter((id) => !found.has(id));
    for (const job of jobs) {
      const ended = jobEndedAt(job, now);
      if (ended && addDaysTo(ended, days).getTime() <= now.getTime()) due.push(String(job._id));
    }
    if (due.length) deleted += await deleteApplications({ job: { $in: due } });
  }
  deleted += await deleteApplications({
    state: "pending",
    createdAt: { $lt: new Date(now.getTime() - 7 * DAY_MS) },
  });
  return deleted;
}

/** The owners' digest: one mail per job per hour at most, listing the applications they have not heard of. */
export async function sendApplicationDigests(now: Date = new Date()): Promise<string[]> {
  await connectDb();
  const fresh = await Application.find({ state: "active", notifiedAt: null })
    .select("job name submittedAt")
    .limit(5000)
    .lean<Array<{ _id: string; job: unknown; name: string; submittedAt?: Date | null }>>();
  const byJob = new Map<string, typeof fresh>();
  for (const app of fresh) byJob.set(String(app.job), [...(byJob.get(String(app.job)) ?? []), app]);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const mailIds: string[] = [];
  for (const [jobId, apps] of byJob) {
    const job = await findJob(jobId);
    if (!job) continue;
    const recipients = await ownerAddresses(job);
    const site = mailSite();
    // One mail per job per clock hour: the log id is the claim (a second server's run is a duplicate).
    let sentThisHour = false;
    for (const to of recipients) {
      const queued = await queueMail({
        to,
        template: "applicationDigest",
        id: `application-digest:${jobId}:${hour}:${to}`,
        data: {
          jobTitle: titleOf(job),
          inboxUrl: absoluteUrl(site.url, `/account/jobs/${jobId}/applications`),
          applicants: apps.map((app) => ({
            name: app.name,
            submittedAt: iso(app.submittedAt).slice(0, 16).replace("T", " "),
          })),
        },
      });
      if (queued.status === "duplicate") sentThisHour = true;
      else mailIds.push(queued.id);
    }
    if (!sentThisHour || recipients.length === 0)
      await Application.updateMany(
        { _id: { $in: apps.map((app) => app._id) } },
        { $set: { notifiedAt: now } },
      );
  }
  return mailIds;
}

async function ownerAddresses(job: ApplyJob): Promise<string[]> {
  const ids: unknown[] = job.owner ? [job.owner] : [];
  if (job.companyRef?.slug) {
    const company = await Company.findById(job.companyRef.slug)
      .select("owners")
      .lean<{ owners?: unknown[] }>();
    ids.push(...(company?.owners ?? []));
  }
  if (ids.length === 0) return [];
  const members = await Member.find({ _id: { $in: ids } })
    .select("email")
    .lean<Array<{ email: string }>>();
  return [...new Set(members.map((member) => member.email))];
}
