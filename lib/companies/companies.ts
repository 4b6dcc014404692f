// Company pages: created by a member (verified at once when their sign-in address is at the
// website's registrable domain, otherwise by staff), changed by their owners, who can add
// colleagues by address. Jobs carry a copy of their company's public card (companyRef), refreshed
// here whenever the company changes, so job reads need no join.
import "server-only";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { registrableDomain } from "@/lib/companies/domain";
import {
  checkAutomaticVerification,
  websiteHost,
  type VerificationCheck,
} from "@/lib/companies/verification";
import { connectDb } from "@/lib/db";
import { escapeRegex } from "@/lib/escape-regex";
import { forbidden, invalid, isDuplicateKeyError, notFound } from "@/lib/errors";
import { recordAudit } from "@/lib/staff/audit";
import { deleteStoredImage } from "@/lib/images/images";
import { JOB_FIELDS, toJobItem, type JobItem, type LeanJob } from "@/lib/jobs/job-items";
import { openJobFilter } from "@/lib/jobs/job-open";
import type { SessionMember } from "@/lib/members/member-sessions";
import type { SessionUser } from "@/lib/staff/users";
import type { CompanyFields } from "@/lib/companies/company-schemas";
import { Company } from "@/models/Company";
import { Job } from "@/models/Job";

export const COMPANY_NOT_FOUND = "Company not found";
export const NOT_YOUR_COMPANY = "Only the company's owners can change it";
const DIRECTORY_MAX = 500;

export type CompanyCard = { slug: string; name: string; website: string; logoUrl: string; verified: boolean };
export type PublicCompany = CompanyCard & {
  id: string;
  about: string;
  size: string;
  industry: string;
  locations: string[];
  createdAt: string;
  updatedAt: string;
};

type LeanCompany = {
  _id: string;
  name: string;
  website: string;
  domain: string;
  about?: string | null;
  size?: string | null;
  industry?: string | null;
  locations?: string[] | null;
  logoUrl?: string | null;
  verified?: boolean | null;
  verificationNote?: string | null;
  owners?: unknown[] | null;
  invitedEmails?: string[] | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
};

function toCard(doc: LeanCompany): CompanyCard {
  return {
    slug: doc._id,
    name: doc.name,
    website: doc.website,
    logoUrl: doc.logoUrl ?? "",
    verified: Boolean(doc.verified),
  };
}

function toPublic(doc: LeanCompany): PublicCompany {
  return {
    ...toCard(doc),
    id: doc._id,
    about: doc.about ?? "",
    size: doc.size ?? "",
    industry: doc.industry ?? "",
    locations: doc.locations ?? [],
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    updatedAt: (doc.updatedAt ?? doc.createdAt ?? new Date(0)).toISOString(),
  };
}

/** "Acme & Sons, Ltd." → "acme-sons-ltd" (ASCII letters and digits; "company" when nothing is left). */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "company";
}

function domainOrThrow(website: string): string {
  const domain = registrableDomain(website);
  if (!domain) throw invalid("website must be a public web address with a domain name");
  return domain;
}

async function ownedCompany(slug: string, memberId: string): Promise<LeanCompany> {
  await connectDb();
  const doc = await Company.findById(slug).lean<LeanCompany>();
  if (!doc) throw notFound(COMPANY_NOT_FOUND);
  if (!(doc.owners ?? []).some((owner) => String(owner) === memberId)) throw forbidden(NOT_YOUR_COMPANY);
  return doc;
}

/** Checked before a logo is stored: 404 or 403 unless the member owns the company. */
export async function assertCompanyOwner(slug: string, memberId: string): Promise<void> {
  await ownedCompany(slug, memberId);
}

export async function createCompany(
  member: SessionMember,
  fields: CompanyFields,
  logoUrl?: string,
): Promise<PublicCompany> {
  await connectDb();
  await Company.init();
  const domain = domainOrThrow(fields.website);
  const base = slugOf(fields.name);
  const host = websiteHost(fields.website);
  const check = checkAutomaticVerification(member, fields, await verifiedPeer(host, base));
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      const doc = await Company.create({
        _id: slug,
        ...fields,
        domain,
        host,
        ...(logoUrl ? { logoUrl } : {}),
        ...verificationFields(check),
        owners: [member.id],
      });
      if (check.verified) await invalidatePublicCache([publicTags.companies]);
      return toPublic(doc.toObject() as LeanCompany);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw invalid("A company with this name exists already; add something to tell them apart");
}

/**
 * A verified company, other than `except`, with this website host or the same name (a name gives
 * the slug `base`, or `base-2` … when taken): such a page waits for staff.
 */
async function verifiedPeer(host: string, base: string, except?: string) {
  const peer = await Company.findOne({
    verified: true,
    $or: [{ host }, { _id: base }, { _id: { $regex: `^${escapeRegex(base)}-\\d+$` } }],
    ...(except ? { _id: { $ne: except } } : {}),
  })
    .select({ name: 1, host: 1 })
    .lean<{ name: string; host: string }>();
  return peer ? { name: peer.name, host: peer.host } : null;
}

function verificationFields(check: VerificationCheck) {
  return check.verified
    ? { verified: true, verifiedAt: new Date(), verifiedBy: "domain" as const }
    : { verified: false, verificationNote: check.reason };
}

/** Owners change the page; a new website is verified again (by domain, or it waits for staff). */
export async function updateCompany(
  slug: string,
  member: SessionMember,
  fields: CompanyFields,
  logoUrl?: string,
): Promise<PublicCompany> {
  const previous = await ownedCompany(slug, member.id);
  const domain = domainOrThrow(fields.website);
  const host = websiteHost(fields.website);
  const set: Record<string, unknown> = { ...fields, domain, host, ...(logoUrl ? { logoUrl } : {}) };
  const unset: Record<string, ""> = {};
  for (const name of ["size", "industry", "locations"] as const)
    if (fields[name] === undefined) unset[name] = "";
  if (domain !== previous.domain) {
    const check = checkAutomaticVerification(
      member,
      fields,
      await verifiedPeer(host, slugOf(fields.name), slug),
    );
    Object.assign(set, verificationFields(check));
    Object.assign(unset, check.verified ? { verificationNote: "" } : { verifiedAt: "", verifiedBy: "" });
  }
  await Company.updateOne(
    { _id: slug },
    { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
  );
  if (logoUrl && previous.logoUrl && previous.logoUrl !== logoUrl) await deleteStoredImage(previous.logoUrl);
  return refreshCompany(slug);
}

/** After a change: the jobs' copies of the card, and the public pages that show it. */
async function refreshCompany(slug: string): Promise<PublicCompany> {
  const doc = await Company.findById(slug).lean<LeanCompany>();
  if (!doc) throw notFound(COMPANY_NOT_FOUND);
  const card = toCard(doc);
  const jobIds = await Job.find({ "companyRef.slug": slug }).distinct("_id");
  if (jobIds.length)
    await Job.updateMany({ "companyRef.slug": slug }, { $set: { companyRef: card, company: card.name } });
  await invalidatePublicCache([
    publicTags.companies,
    publicTags.company(slug),
    ...(jobIds.length ? [publicTags.jobs, ...jobIds.map((id) => publicTags.job(String(id)))] : []),
  ]);
  return toPublic(doc);
}

/** Staff verify a company from the moderation inbox. */
export async function verifyCompany(slug: string, actor: SessionUser): Promise<PublicCompany> {
  await connectDb();
  const result = await Company.updateOne(
    { _id: slug },
    {
      $set: { verified: true, verifiedAt: new Date(), verifiedBy: "staff" },
      $unset: { verificationNote: "" },
    },
  );
  if (result.matchedCount === 0) throw notFound(COMPANY_NOT_FOUND);
  const company = await refreshCompany(slug);
  await recordAudit(actor, "company.verify", { type: "company", id: slug, summary: company.name });
  return company;
}

/** An owner adds a colleague by address: they become an owner when they sign in with it. */
export async function addCompanyColleague(slug: string, memberId: string, email: string): Promise<void> {
  await ownedCompany(slug, memberId);
  await Company.updateOne({ _id: slug }, { $addToSet: { invitedEmails: email.toLowerCase() } });
}

/** At sign-in: the companies this address was added to take the member as an owner. */
export async function claimCompanyInvites(memberId: string, email: string): Promise<void> {
  await connectDb();
  await Company.updateMany(
    { invitedEmails: email },
    { $addToSet: { owners: memberId }, $pull: { invitedEmails: email } },
  );
}

/** The card a job of this company carries; 404 / 403 unless the member owns the company. */
export async function companyCardForJob(slug: string, memberId: string): Promise<CompanyCard> {
  return toCard(await ownedCompany(slug, memberId));
}

export async function getPublicCompany(
  slug: string,
  now: Date = new Date(),
): Promise<{ company: PublicCompany; jobs: JobItem[] } | null> {
  await connectDb();
  const doc = await Company.findById(slug).lean<LeanCompany>();
  if (!doc) return null;
  const jobs = await Job.find({ ...openJobFilter(now), "companyRef.slug": slug })
    .select(JOB_FIELDS)
    .sort({ createdAt: -1 })
    .limit(100)
    .lean<LeanJob[]>();
  return { company: toPublic(doc), jobs: jobs.map((job) => toJobItem(job, now)) };
}

/** The directory: verified companies by name. */
export async function listVerifiedCompanies(): Promise<PublicCompany[]> {
  await connectDb();
  const docs = await Company.find({ verified: true })
    .sort({ name: 1, _id: 1 })
    .limit(DIRECTORY_MAX)
    .lean<LeanCompany[]>();
  return docs.map(toPublic);
}

/** The companies the member owns (the job form's company choice). */
export async function listMemberCompanies(memberId: string): Promise<CompanyCard[]> {
  await connectDb();
  const docs = await Company.find({ owners: memberId }).sort({ name: 1 }).lean<LeanCompany[]>();
  return docs.map(toCard);
}

export type UnverifiedCompany = PublicCompany & { verificationNote: string };

/** Companies waiting for staff verification, oldest first, each with why it waits. */
export async function listUnverifiedCompanies(): Promise<UnverifiedCompany[]> {
  await connectDb();
  const docs = await Company.find({ verified: false })
    .sort({ createdAt: 1 })
    .limit(200)
    .lean<LeanCompany[]>();
  return docs.map((doc) => ({ ...toPublic(doc), verificationNote: doc.verificationNote ?? "" }));
}
