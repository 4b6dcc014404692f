// Attendance certificates (issue 44): each verified attendance (check-in at the door or the event's
// code) gives the member an Open Badges 3.0 OpenBadgeCredential, a W3C Verifiable Credential (data
// model 1.1) secured as a VC-JWT signed with the site's Ed25519 key (lib/credentials/did.ts). It names
// the member, the event (name, dates, organiser), the credits per body with activity ids and how the
// attendance was verified. Revocation is a Bitstring Status List served by the site; an erased
// member's certificates are withdrawn (their signed text is deleted, their bit set).
import "server-only";
import { createHash, randomInt } from "node:crypto";
import { gzipSync } from "node:zlib";
import { connectDb } from "@/lib/db";
import { conflict, isDuplicateKeyError, notFound } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { Credential, CredentialStatusSlot } from "@/models/Credential";
import { Event } from "@/models/Event";
import { EventAttendee } from "@/models/EventAttendee";
import { Member } from "@/models/Member";
import { decodeJwt, siteDid, signJwt } from "@/lib/credentials/did";

export const CREDENTIAL_NOT_FOUND = "Certificate not found";
/** Bits in status list 1 (16 KB, the specification's minimum for group privacy). */
export const STATUS_LIST_SIZE = 131_072;
export const STATUS_LIST_PATH = "/credentials/status/1";
const CONTEXTS = [
  "https://www.w3.org/2018/credentials/v1",
  "https://purl.imsglobal.org/spec/ob/v3p0/context.json",
];
const PROOF_LABELS: Record<string, string> = {
  checkIn: "Checked in at the door by the organiser",
  code: "Entered the attendance code shown at the event",
};

const siteUrl = () => getEnv().NEXT_PUBLIC_SITE_URL.replace(/\/$/, "");
export const credentialUrl = (id: string) => `${siteUrl()}/credentials/${id}`;
const statusListUrl = () => `${siteUrl()}${STATUS_LIST_PATH}`;

/** One certificate per member and event. */
export function credentialIdFor(memberId: string, eventId: string): string {
  return createHash("sha256").update(`credential:${eventId}:${memberId}`).digest("hex").slice(0, 24);
}

const isCredentialId = (id: string) => /^[a-f0-9]{24}$/.test(id);

/** A free bit of the status list, taken by inserting its slot (random: indexes tell nothing). */
async function takeStatusIndex(credentialId: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const index = randomInt(STATUS_LIST_SIZE);
    try {
      await CredentialStatusSlot.create({ _id: String(index), credentialId });
      return index;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw conflict("The revocation list is full");
}

type Proof = "checkIn" | "code";

/**
 * Issues (or re-signs, when another proof was added) the member's certificate for the event; called
 * once the verified attendance is recorded. Returns the certificate's id.
 */
export async function issueAttendanceCredential(memberId: string, eventId: string): Promise<string> {
  await connectDb();
  const id = credentialIdFor(memberId, eventId);
  const [event, member, attendee, existing] = await Promise.all([
    Event.findById(eventId).select("title date endDate organizer credits timeZone").lean(),
    Member.findById(memberId).select("name email").lean(),
    EventAttendee.findById(`${eventId}:${memberId}`).select("via createdAt").lean(),
    Credential.findById(id).select("statusIndex issuedAt").lean(),
  ]);
  if (!event || !member) throw notFound("Event not found");
  const proofs = ((attendee?.via?.length ? attendee.via : ["code"]) as Proof[]).filter(
    (via) => PROOF_LABELS[via],
  );
  const statusIndex = existing?.statusIndex ?? (await takeStatusIndex(id));
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const eventUrl = `${siteUrl()}/events/${eventId}`;
  const achievementId = `${eventUrl}#attendance`;
  const credits = (event.credits ?? []).map((credit) => ({ body: credit.body, amount: credit.amount }));
  const activityId = `HRP-EVT-${eventId}`;
  const start = new Date(event.date).toISOString();
  const end = new Date(event.endDate ?? new Date(event.date).getTime() + 3_600_000).toISOString();
  const organiser = event.organizer?.name || getEnv().NEXT_PUBLIC_SITE_NAME;
  const vc = {
    "@context": CONTEXTS,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `Attendance: ${event.title}`,
    issuer: { id: siteDid(), type: ["Profile"], name: getEnv().NEXT_PUBLIC_SITE_NAME, url: siteUrl() },
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        {
          type: "IdentityObject",
          identityType: "name",
          hashed: false,
          identityHash: member.name || member.email,
        },
      ],
      activityStartDate: start,
      activityEndDate: end,
      ...(credits.length ? { creditsEarned: credits.reduce((sum, credit) => sum + credit.amount, 0) } : {}),
      achievement: {
        id: achievementId,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: `Attendance: ${event.title}`,
        description: `Attended ${event.title}, organised by ${organiser}, from ${start} to ${end}.`,
        criteria: {
          narrative: "Attendance verified by the organiser's check-in or the event's attendance code.",
        },
        creator: {
          id: eventUrl,
          type: ["Profile"],
          name: organiser,
          ...(event.organizer?.url ? { url: event.organizer.url } : {}),
        },
        otherIdentifiers: [{ type: "IdentifierEntry", identifier: activityId, identifierType: "identifier" }],
        resultDescription: credits.map((credit) => ({
          id: `${achievementId}-${credit.body}`,
          type: ["ResultDescription"],
          name: `${credit.body} credits (activity ${activityId})`,
          resultType: "ext:Credits",
        })),
      },
      result: credits.map((credit) => ({
        type: ["Result"],
        resultDescription: `${achievementId}-${credit.body}`,
        value: String(credit.amount),
      })),
    },
    evidence: proofs.map((via) => ({ type: ["Evidence"], name: PROOF_LABELS[via], description: via })),
    credentialStatus: {
      id: `${statusListUrl()}#${statusIndex}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(statusIndex),
      statusListCredential: statusListUrl(),
    },
  };
  const jwt = signJwt({
    iss: siteDid(),
    jti: credentialUrl(id),
    nbf: Math.floor(issuedAt.getTime() / 1000),
    vc,
  });
  await Credential.updateOne(
    { _id: id },
    {
      $set: { memberId, eventId, jwt, statusIndex, issuedAt },
      $unset: { withdrawnAt: 1 },
    },
    { upsert: true },
  );
  return id;
}

/** The credential as JSON: the signed payload's credential with its JWT as the proof. */
export function credentialJson(jwt: string): Record<string, unknown> | null {
  const decoded = decodeJwt(jwt);
  if (!decoded) return null;
  const { iss, jti, nbf, vc } = decoded.payload as {
    iss?: string;
    jti?: string;
    nbf?: number;
    vc?: Record<string, unknown>;
  };
  if (!vc || typeof vc !== "object") return null;
  const issuer = typeof vc.issuer === "object" && vc.issuer ? vc.issuer : { id: iss };
  return {
    ...vc,
    id: jti,
    issuer,
    issuanceDate: typeof nbf === "number" ? new Date(nbf * 1000).toISOString() : undefined,
    proof: { type: "JwtProof2020", jwt },
  };
}

export type CredentialSummary = {
  id: string;
  eventId: string;
  name: string;
  issuedAt: string;
  revoked: boolean;
  url: string;
};

/** The member's certificates, newest first. */
export async function listMemberCredentials(memberId: string): Promise<CredentialSummary[]> {
  await connectDb();
  const rows = await Credential.find({ memberId })
    .select("eventId jwt issuedAt revokedAt")
    .sort({ issuedAt: -1 })
    .lean();
  return rows.flatMap((row) => {
    const json = row.jwt ? credentialJson(row.jwt) : null;
    if (!json) return [];
    return [
      {
        id: String(row._id),
        eventId: String(row.eventId),
        name: String(json.name ?? ""),
        issuedAt: new Date(row.issuedAt).toISOString(),
        revoked: Boolean(row.revokedAt),
        url: credentialUrl(String(row._id)),
      },
    ];
  });
}

/** The member's own certificate as signed JSON (404 for anyone else's). */
export async function memberCredential(memberId: string, id: string): Promise<Record<string, unknown>> {
  if (!isCredentialId(id)) throw notFound(CREDENTIAL_NOT_FOUND);
  await connectDb();
  const row = await Credential.findOne({ _id: id, memberId }).select("jwt").lean();
  const json = row?.jwt ? credentialJson(row.jwt) : null;
  if (!json) throw notFound(CREDENTIAL_NOT_FOUND);
  return json;
}

/** Every certificate of the member as signed JSON (the audit pack, the export). */
export async function memberCredentialFiles(
  memberId: string,
): Promise<Array<{ id: string; json: Record<string, unknown> }>> {
  await connectDb();
  const rows = await Credential.find({ memberId }).select("jwt").sort({ issuedAt: 1 }).lean();
  return rows.flatMap((row) => {
    const json = row.jwt ? credentialJson(row.jwt) : null;
    return json ? [{ id: String(row._id), json }] : [];
  });
}

/** The verification URL of each of the member's certificates, by event (the CPD PDF). */
export async function credentialUrlsByEvent(memberId: string): Promise<Map<string, string>> {
  await connectDb();
  const rows = await Credential.find({ memberId, jwt: { $exists: true } })
    .select("eventId")
    .lean();
  return new Map(rows.map((row) => [String(row.eventId), credentialUrl(String(row._id))]));
}

// ---- verification ----

export type Verification = {
  verified: boolean;
  checks: string[];
  errors: string[];
  /** What the credential says (when it could be read). */
  credential: Record<string, unknown> | null;
};

const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
};

/** The JWT of what was given: a compact JWS, or credential JSON with a JwtProof2020 proof. */
function jwtOf(input: unknown): { jwt: string; json: Record<string, unknown> | null } | null {
  if (typeof input === "string") return { jwt: input.trim(), json: null };
  if (!input || typeof input !== "object") return null;
  const proof = (input as { proof?: unknown }).proof;
  const jwt = proof && typeof proof === "object" ? (proof as { jwt?: unknown }).jwt : undefined;
  return typeof jwt === "string" ? { jwt, json: input as Record<string, unknown> } : null;
}

/**
 * Checks a certificate: issued by this site, signed by its key, the JSON unchanged from what was
 * signed, and neither revoked nor withdrawn. Never throws for bad input.
 */
export async function verifyCredential(input: unknown, now = new Date()): Promise<Verification> {
  const checks: string[] = [];
  const errors: string[] = [];
  const given = jwtOf(input);
  const decoded = given ? decodeJwt(given.jwt) : null;
  if (!given || !decoded) {
    return {
      verified: false,
      checks,
      errors: ["This is not a credential signed as a VC-JWT"],
      credential: null,
    };
  }
  const credential = credentialJson(given.jwt);
  const payload = decoded.payload as { iss?: string; jti?: string; nbf?: number };
  if (payload.iss === siteDid() && decoded.header.kid === `${siteDid()}#key-1`) checks.push("issuer");
  else errors.push(`The issuer is not ${siteDid()}`);
  if (decoded.signatureOk) checks.push("signature");
  else errors.push("The signature does not match the issuer's key");
  if (given.json) {
    const withoutProof = (value: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(value).filter(([key]) => key !== "proof"));
    const shown = withoutProof(given.json);
    const signed = withoutProof(credential ?? {});
    if (canonical(shown) === canonical(signed)) checks.push("content");
    else errors.push("The credential's content differs from what was signed");
  }
  if (typeof payload.nbf === "number" && payload.nbf * 1000 > now.getTime() + 60_000)
    errors.push("The credential is not valid yet");
  const id = typeof payload.jti === "string" ? (payload.jti.split("/").pop() ?? "") : "";
  if (errors.length === 0) {
    await connectDb();
    const row = isCredentialId(id)
      ? await Credential.findById(id).select("revokedAt withdrawnAt").lean()
      : null;
    if (!row) errors.push("This site has no record of the credential");
    else if (row.withdrawnAt) errors.push("withdrawn");
    else if (row.revokedAt) errors.push("revoked");
    else checks.push("status");
  }
  return { verified: errors.length === 0, checks, errors, credential };
}

/** The public page: the stored certificate, verified now (null for an unknown id). */
export async function verifyStoredCredential(id: string): Promise<Verification | null> {
  if (!isCredentialId(id)) return null;
  await connectDb();
  const row = await Credential.findById(id).select("jwt withdrawnAt").lean();
  if (!row) return null;
  if (!row.jwt) return { verified: false, checks: [], errors: ["withdrawn"], credential: null };
  return verifyCredential(credentialJson(row.jwt));
}

// ---- revocation ----

/** Staff revoke a certificate (it stays revoked, even after the member's erasure). */
export async function revokeCredential(id: string, now = new Date()): Promise<void> {
  if (!isCredentialId(id)) throw notFound(CREDENTIAL_NOT_FOUND);
  await connectDb();
  if (!(await Credential.exists({ _id: id }))) throw notFound(CREDENTIAL_NOT_FOUND);
  await Credential.updateOne({ _id: id, revokedAt: { $exists: false } }, { $set: { revokedAt: now } });
}

/** Erasure: the member's certificates lose their signed text (their name) and stop verifying. */
export async function withdrawMemberCredentials(memberId: string, now = new Date()): Promise<void> {
  await connectDb();
  await Credential.updateMany({ memberId }, { $set: { withdrawnAt: now }, $unset: { jwt: 1, memberId: 1 } });
}

/** The status list credential (VC-JWT): a bit set for each revoked or withdrawn certificate. */
export async function statusListCredential(): Promise<string> {
  await connectDb();
  const rows = await Credential.find({
    $or: [{ revokedAt: { $exists: true } }, { withdrawnAt: { $exists: true } }],
  })
    .select("statusIndex")
    .lean();
  const bits = Buffer.alloc(STATUS_LIST_SIZE / 8);
  for (const row of rows) {
    const index = row.statusIndex;
    // Bit 0 is the most significant bit of the first byte (Bitstring Status List).
    bits[index >> 3] = bits[index >> 3]! | (0x80 >> (index & 7));
  }
  const encodedList = `u${gzipSync(bits).toString("base64url")}`;
  return signJwt({
    iss: siteDid(),
    jti: statusListUrl(),
    nbf: Math.floor(Date.now() / 1000),
    vc: {
      "@context": ["https://www.w3.org/2018/credentials/v1", "https://www.w3.org/ns/credentials/status/v1"],
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      credentialSubject: {
        id: `${statusListUrl()}#list`,
        type: "BitstringStatusList",
        statusPurpose: "revocation",
        encodedList,
      },
    },
  });
}
