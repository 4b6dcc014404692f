// Content API keys: admins create, list and revoke them; every /api/v1 request is checked here.
import "server-only";
import { isValidObjectId } from "mongoose";
import { generateApiKey, hashApiKey, looksLikeApiKey } from "@/lib/auth/api-key";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { ApiKey } from "@/models/ApiKey";

export const API_KEY_NOT_FOUND = "API key not found";
/** lastUsedAt is a hint for admins: written at most this often per key and server. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;
const lastUsedWrites = new Map<string, number>();

export type ApiKeySummary = {
  _id: string;
  name: string;
  prefix: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
};

type LeanKey = {
  _id: unknown;
  name: string;
  prefix: string;
  createdAt?: Date | null;
  createdBy?: { name?: string | null } | null;
  lastUsedAt?: Date | null;
};

function toSummary(doc: LeanKey): ApiKeySummary {
  return {
    _id: String(doc._id),
    name: doc.name,
    prefix: doc.prefix,
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    createdBy: doc.createdBy?.name ?? "",
    lastUsedAt: doc.lastUsedAt ? doc.lastUsedAt.toISOString() : null,
  };
}

/** Creates a key and returns it whole: the only time it is ever shown. */
export async function createApiKey(
  name: string,
  actor: SessionUser,
): Promise<{ key: string } & ApiKeySummary> {
  await connectDb();
  const { key, prefix, keyHash } = generateApiKey();
  const doc = await ApiKey.create({ name, prefix, keyHash, createdBy: { name: actor.name, user: actor.id } });
  await recordAudit(actor, "apiKey.create", {
    type: "apiKey",
    id: String(doc._id),
    summary: `${name} (${prefix}…)`,
  });
  return { key, ...toSummary(doc.toObject() as LeanKey) };
}

/** Every key, newest first, without secrets (there are a handful: no paging). */
export async function listApiKeys(): Promise<ApiKeySummary[]> {
  await connectDb();
  const docs = await ApiKey.find({})
    .select("name prefix createdAt createdBy lastUsedAt")
    .sort({ createdAt: -1, _id: -1 })
    .limit(500)
    .lean<LeanKey[]>();
  return docs.map(toSummary);
}

export async function deleteApiKey(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const { deletedCount } = isValidObjectId(id) ? await ApiKey.deleteOne({ _id: id }) : { deletedCount: 0 };
  if (deletedCount === 0) throw notFound(API_KEY_NOT_FOUND);
  await recordAudit(actor, "apiKey.delete", { type: "apiKey", id });
}

/** The key's id when `presented` is a live key, else null (a staff token never is one). */
export async function verifyApiKey(presented: string): Promise<string | null> {
  if (!looksLikeApiKey(presented)) return null;
  await connectDb();
  const doc = await ApiKey.findOne({ keyHash: hashApiKey(presented) })
    .select("_id")
    .lean<{ _id: unknown }>();
  if (!doc) return null;
  const id = String(doc._id);
  const now = Date.now();
  if (now - (lastUsedWrites.get(id) ?? 0) > LAST_USED_WRITE_INTERVAL_MS) {
    lastUsedWrites.set(id, now);
    void ApiKey.updateOne({ _id: id }, { $set: { lastUsedAt: new Date(now) } }).catch(() => undefined);
  }
  return id;
}
