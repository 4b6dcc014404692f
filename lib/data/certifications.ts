import "server-only";
import { recordAudit } from "@/lib/data/audit";
import type { SessionUser } from "@/lib/data/users";
import { isValidObjectId } from "mongoose";
import { notFound } from "@/lib/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { findPage } from "@/lib/data/paginate";
import { sanitizeHtml } from "@/lib/html/sanitize";
import type { CertificationInput } from "@/lib/validations/certification";
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
  createdAt: string;
};

type LeanCertification = {
  _id: unknown;
  title: string;
  skills: string;
  description: string;
  date: Date;
  duration: string;
  registrationLink: string;
  level?: string | null;
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
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : new Date(0).toISOString(),
  };
}

/** What the cards and the admin list show (the description is cut to an excerpt when rendered). */
const LIST_FIELDS = "title skills description date duration registrationLink level createdAt";

/** Newest first. */
export type CertificationPage = Awaited<ReturnType<typeof listCertifications>>;

export async function listCertifications({ page = 1 }: { page?: number } = {}) {
  await connectDb();
  const { docs, pagination } = await findPage<CertificationDoc, LeanCertification>(
    Certification,
    {},
    { page, pageSize: CERTIFICATIONS_PAGE_SIZE, select: LIST_FIELDS },
  );
  return { certifications: docs.map(toCertificationItem), pagination };
}

/** The certification, or null for an unknown or malformed id. */
export async function findCertification(id: string): Promise<CertificationItem | null> {
  if (!/^[a-f0-9]{24}$/i.test(id) || !isValidObjectId(id)) return null;
  await connectDb();
  const doc = await Certification.findById(id).lean<LeanCertification>();
  return doc ? toCertificationItem(doc) : null;
}

export async function createCertification(
  input: CertificationInput,
  actor: SessionUser,
): Promise<CertificationItem> {
  await connectDb();
  const { level, ...rest } = input;
  const doc = await Certification.create({
    ...rest,
    description: sanitizeHtml(input.description),
    ...(level ? { level } : {}),
  });
  await invalidatePublicCache([publicTags.certifications, publicTags.certification(String(doc._id))]);
  await recordAudit(actor, "certification.create", {
    type: "certification",
    id: String(doc._id),
    summary: doc.title,
  });
  return toCertificationItem(doc.toObject() as LeanCertification);
}

/** Replaces a certification's fields (the create body); level removed when left blank. */
export async function updateCertification(
  id: string,
  input: CertificationInput,
  actor: SessionUser,
): Promise<CertificationItem> {
  await connectDb();
  const { level, ...rest } = input;
  const update = {
    $set: { ...rest, description: sanitizeHtml(input.description), ...(level ? { level } : {}) },
    ...(level ? {} : { $unset: { level: 1 } }),
  };
  const result = await Certification.updateOne({ _id: id }, update);
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
