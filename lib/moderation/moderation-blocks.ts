// Blocked submitters: an e-mail or a client address whose later submissions are stored as rejected
// spam (the visitor still gets the usual answer). Staff list and remove blocks in the inbox.
import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { SPAM_REASON } from "@/lib/constants";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { ModerationBlock } from "@/models/ModerationBlock";

export type BlockEntry = { _id: string; email?: string; address?: string; createdAt: string };
export type Submitter = { email?: string | null; address?: string | null };

const BLOCKS_LISTED = 500;

/** Whether either the e-mail or the address of a submission is blocked (two indexed lookups). */
export async function isSubmitterBlocked({ email, address }: Submitter): Promise<boolean> {
  await connectDb();
  const [byEmail, byAddress] = await Promise.all([
    email ? ModerationBlock.exists({ email: email.toLowerCase() }) : null,
    address ? ModerationBlock.exists({ address }) : null,
  ]);
  return Boolean(byEmail || byAddress);
}

/** Blocks the submitter's e-mail and/or address (each once); returns how many blocks were added. */
export async function blockSubmitter(submitter: Submitter, actor: SessionUser): Promise<number> {
  await connectDb();
  let added = 0;
  const entries: Array<{ email: string } | { address: string }> = [];
  if (submitter.email) entries.push({ email: submitter.email.toLowerCase() });
  if (submitter.address) entries.push({ address: submitter.address });
  for (const entry of entries) {
    if (await ModerationBlock.exists(entry)) continue;
    const created = await ModerationBlock.create({ ...entry, createdBy: actor.id });
    added += 1;
    await recordAudit(actor, "moderation.block", {
      type: "block",
      id: String(created._id),
      summary: "email" in entry ? entry.email : entry.address,
    });
  }
  return added;
}

export async function listBlocks(): Promise<BlockEntry[]> {
  await connectDb();
  const rows = await ModerationBlock.find({})
    .select("email address createdAt")
    .sort({ createdAt: -1, _id: -1 })
    .limit(BLOCKS_LISTED)
    .lean();
  return rows.map((row) => ({
    _id: String(row._id),
    ...(row.email ? { email: row.email } : {}),
    ...(row.address ? { address: row.address } : {}),
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  }));
}

export async function removeBlock(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const row = await ModerationBlock.findById(id).select("email address").lean();
  if (!row) throw notFound("Block not found");
  await ModerationBlock.deleteOne({ _id: id });
  await recordAudit(actor, "moderation.unblock", {
    type: "block",
    id,
    summary: row.email ?? row.address ?? "",
  });
}

/**
 * The moderation fields of a visitor's new submission: pending, with the e-mail and address it
 * came with; from a blocked submitter it is stored already rejected as spam (and never mailed).
 */
export async function submissionFields(submitter: Submitter): Promise<Record<string, unknown>> {
  const blocked = await isSubmitterBlocked(submitter);
  return {
    isApproved: false,
    state: blocked ? "rejected" : "pending",
    ...(submitter.email ? { submitterEmail: submitter.email.toLowerCase() } : {}),
    ...(submitter.address ? { submitterAddress: submitter.address } : {}),
    ...(blocked ? { spam: true, reason: SPAM_REASON, decidedAt: new Date() } : {}),
  };
}
