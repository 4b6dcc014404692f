import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { isDuplicateKeyError } from "@/lib/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { sanitizeHtml } from "@/lib/html/sanitize";
import type { AboutInput } from "@/lib/site/website-schemas";
import { Website } from "@/models/Website";

/** The one About record's key. */
const ABOUT_KEY = "main";

export type AboutRecord = {
  _id: string;
  about: string;
  /** The privacy policy and terms of use (HTML), "" until written. */
  privacy: string;
  terms: string;
  socialLinks: { facebook: string; instagram: string; linkedin: string };
  contactInfo: { email: string };
};

type LeanWebsite = {
  _id: unknown;
  about?: string | null;
  privacy?: string | null;
  terms?: string | null;
  socialLinks?: { facebook?: string | null; instagram?: string | null; linkedin?: string | null } | null;
  contactInfo?: { email?: string | null } | null;
};

function toAboutRecord(doc: LeanWebsite): AboutRecord {
  return {
    _id: String(doc._id),
    about: doc.about ?? "",
    privacy: doc.privacy ?? "",
    terms: doc.terms ?? "",
    socialLinks: {
      facebook: doc.socialLinks?.facebook ?? "",
      instagram: doc.socialLinks?.instagram ?? "",
      linkedin: doc.socialLinks?.linkedin ?? "",
    },
    contactInfo: { email: doc.contactInfo?.email ?? "" },
  };
}

/** The About record, or null before anyone has saved one. */
export async function getAbout(): Promise<AboutRecord | null> {
  await connectDb();
  const doc = await Website.findOne({ key: ABOUT_KEY })
    .select("about privacy terms socialLinks contactInfo")
    .lean<LeanWebsite>();
  return doc ? toAboutRecord(doc) : null;
}

/** Creates the single record on first save and replaces its content afterwards. */
export async function saveAbout(input: AboutInput, actor: SessionUser): Promise<AboutRecord> {
  await connectDb();
  let saved: AboutRecord;
  try {
    saved = await upsertAbout(input);
  } catch (error) {
    // Two first saves at once: the unique key lets one insert win; the other simply updates it.
    if (!isDuplicateKeyError(error)) throw error;
    saved = await upsertAbout(input);
  }
  await recordAudit(actor, "about.update", { type: "about", id: saved._id });
  return saved;
}

async function upsertAbout(input: AboutInput): Promise<AboutRecord> {
  // updateOne then a read: FerretDB's findAndModify does not take a projection.
  await Website.updateOne(
    { key: ABOUT_KEY },
    {
      $set: {
        about: sanitizeHtml(input.about),
        ...(input.privacy === undefined ? {} : { privacy: sanitizeHtml(input.privacy) }),
        ...(input.terms === undefined ? {} : { terms: sanitizeHtml(input.terms) }),
        socialLinks: input.socialLinks,
        contactInfo: input.contactInfo,
      },
    },
    { upsert: true, runValidators: true },
  );
  const record = await getAbout();
  if (!record) throw new Error("The About record was not saved");
  await invalidatePublicCache([publicTags.about]);
  return record;
}
