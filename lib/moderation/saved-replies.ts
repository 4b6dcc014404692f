// The saved replies staff pick as a reject reason. A database without any gets the four defaults
// on the first read (so a fresh install and an emptied list both start from them).
import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { DEFAULT_SAVED_REPLIES } from "@/lib/constants";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { SavedReply } from "@/models/SavedReply";

export type SavedReplyItem = { _id: string; text: string };

const REPLIES_LISTED = 100;

async function readReplies(): Promise<SavedReplyItem[]> {
  const rows = await SavedReply.find({})
    .select("text position")
    .sort({ position: 1, _id: 1 })
    .limit(REPLIES_LISTED)
    .lean();
  return rows.map((row) => ({ _id: String(row._id), text: row.text }));
}

export async function listSavedReplies(): Promise<SavedReplyItem[]> {
  await connectDb();
  const replies = await readReplies();
  if (replies.length > 0) return replies;
  await SavedReply.insertMany(DEFAULT_SAVED_REPLIES.map((text, position) => ({ text, position })));
  return readReplies();
}

export async function addSavedReply(text: string, actor: SessionUser): Promise<SavedReplyItem> {
  await connectDb();
  const last = await SavedReply.findOne({}).select("position").sort({ position: -1, _id: -1 }).lean();
  const created = await SavedReply.create({ text, position: (last?.position ?? -1) + 1 });
  await recordAudit(actor, "moderation.reply.add", { type: "reply", id: String(created._id), summary: text });
  return { _id: String(created._id), text: created.text };
}

export async function updateSavedReply(
  id: string,
  text: string,
  actor: SessionUser,
): Promise<SavedReplyItem> {
  await connectDb();
  const result = await SavedReply.updateOne({ _id: id }, { $set: { text } }, { runValidators: true });
  if (result.matchedCount === 0) throw notFound("Saved reply not found");
  await recordAudit(actor, "moderation.reply.update", { type: "reply", id, summary: text });
  return { _id: id, text };
}

export async function deleteSavedReply(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const result = await SavedReply.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound("Saved reply not found");
  await recordAudit(actor, "moderation.reply.delete", { type: "reply", id });
}
