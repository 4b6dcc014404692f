import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { isValidObjectId } from "mongoose";
import { notFound } from "@/lib/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { findPage } from "@/lib/db-paginate";
import { sanitizeHtml } from "@/lib/html/sanitize";
import type { CertificationFilters, CertificationInput } from "@/lib/certifications/certification-schemas";
import type { Credit, Organisation, Price } from "@/lib/offers/offer-schemas";
import type { CertificationFormat } from "@/lib/constants";
import { Certification, type CertificationDoc } from "@/models/Certification";
import { CERTIFICATIONS_PAGE_SIZE } from "@/lib/constants";

export type CertificationItem = {
  _id: string;
  title: string;
  skills: string;
  description: string;
  date: string;
  duration: string;
  registrationLink: string;
  level?: string;
  format?: CertificationFormat;
  endDate?: string;
  price: Price | null;
  credits: Credit[];
  /** null: the site's own organisation. */
  provider: Organisation | null;
  createdAt: string;
};

/** A certification as read with `.lean()` (also the Content API's source). */
export type LeanCertification = {
  _id: unknown;
  title: string;
  skills: string;
  description: string;
  date: Date;
  duration: string;
  registrationLink: string;
  level?: string | null;
  format?: CertificationFormat | null;
  endDate?: Date | null;
  price?: { amount?: number | null; currency?: string | null } | null;
  credits?: { body: string; amount: number }[] | null;
  provider?: { name?: string | null; url?: string | null } | null;
  createdAt?: Date | null;
};

function toCertificationItem(doc: LeanCertification): CertificationItem {
  return {
    _id: String(doc._id),
    title: doc.title,
    skills: doc.skills,
    description: doc.description,
    date: new Date(doc.date).toISOString(),
    duration: doc.duration,
    registrationLink: doc.registrationLink,
    ...(doc.level ? { level: doc.level } : {}),
    ...(doc.format ? { format: doc.format } : {}),
    ...(doc.endDate ? { endDate: new Date(doc.endDate).toISOString() } : {}),
    price:
      doc.price && typeof doc.price.amount === "number"
        ? { amount: doc.price.amount, currency: doc.price.currency || "GBP" }
        : null,
    credits: (doc.credits ?? []).map(({ body, amount }) => ({ body, amount }) as Credit),
    provider: doc.provider?.name
      ? { name: doc.provider.name, ...(doc.provider.url ? { url: doc.provider.url } : {}) }
      : null,
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : new Date(0).toISOString(),
  };
}

/** What the cards and the admin list show (the description is cut to an excerpt when rendered). */
const LIST_FIELDS =
  "title skills description date duration registrationLink level format endDate price credits provider createdAt";

/** Newest first. */
export type CertificationPage = Awaited<ReturnType<typeof listCertifications>>;

/** True when a query narrows the list: such lists are not cached. */
export function isFilteredCertificationQuery(filters: Partial<CertificationFilters>): boolean {
  return Boolean(filters.level || filters.format || filters.credit);
}

export async function listCertifications({
  page = 1,
  ...filters
}: { page?: number } & Partial<CertificationFilters> = {}) {
  await connectDb();
  const query: Record<string, unknown> = {};
  if (filters.level) query.level = filters.level;
  if (filters.format) query.format = filters.format;
  if (filters.credit) query.creditBodies = filters.credit;
  const { docs, pagination } = await findPage<CertificationDoc, LeanCertification>(Certification, query, {
    page,
    pageSize: CERTIFICATIONS_PAGE_SIZE,
    select: LIST_FIELDS,
  });
  return { certifications: docs.map(toCertificationItem), pagination };
}

/** The certification, or null for an unknown or malformed id. */
export async function findCertification(id: string): Promise<CertificationItem | null> {
  if (!/^[a-f0-9]{24}$/i.test(id) || !isValidObjectId(id)) return null;
  await connectDb();
  const doc = await Certification.findById(id).lean<LeanCertification>();
  return doc ? toCertificationItem(doc) : null;
}

const OPTIONAL_FIELDS = ["level", "format", "endDate", "price", "provider"] as const;

/** What a certification stores from the create/edit body: optional parts left blank are unset. */
function storedFields(input: CertificationInput) {
  const set: Record<string, unknown> = {
    ...input,
    description: sanitizeHtml(input.description),
    creditBodies: input.credits.map((credit) => credit.body),
  };
  const unset: Record<string, 1> = {};
  for (const name of OPTIONAL_FIELDS) {
    if (set[name]) continue;
    delete set[name];
    unset[name] = 1;
  }
  return { set, unset };
}

export async function createCertification(
  input: CertificationInput,
  actor: SessionUser,
): Promise<CertificationItem> {
  await connectDb();
  const doc = await Certification.create(storedFields(input).set);
  await invalidatePublicCache([publicTags.certifications, publicTags.certification(String(doc._id))]);
  await recordAudit(actor, "certification.create", {
    type: "certification",
    id: String(doc._id),
    summary: doc.title,
  });
  return toCertificationItem(doc.toObject() as LeanCertification);
}

/** Replaces a certification's fields (the create body); optional parts left blank are removed. */
export async function updateCertification(
  id: string,
  input: CertificationInput,
  actor: SessionUser,
): Promise<CertificationItem> {
  await connectDb();
  const { set, unset } = storedFields(input);
  const result = await Certification.updateOne({ _id: id }, { $set: set, $unset: unset });
  if (result.matchedCount === 0) throw notFound("Certification not found");
  await invalidatePublicCache([publicTags.certifications, publicTags.certification(id)]);
  await recordAudit(actor, "certification.update", { type: "certification", id, summary: input.title });
  const doc = await Certification.findById(id).lean<LeanCertification>();
  if (!doc) throw notFound("Certification not found");
  return toCertificationItem(doc);
}

export async function deleteCertification(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const result = await Certification.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound("Certification not found");
  await invalidatePublicCache([publicTags.certifications, publicTags.certification(id)]);
  await recordAudit(actor, "certification.delete", { type: "certification", id });
}
