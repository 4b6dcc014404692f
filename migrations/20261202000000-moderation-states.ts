// Comments, events and jobs written before moderation states existed have only `isApproved`: they
// get the state it implies (was run lazily by every server before its first moderation read).
// Idempotent: it only touches rows without a state.
import type { Db } from "mongodb";

const MODERATED_COLLECTIONS = ["comments", "events", "jobs"];

export async function up(db: Db): Promise<void> {
  for (const name of MODERATED_COLLECTIONS) {
    const collection = db.collection(name);
    await collection.updateMany({ state: null, isApproved: true }, { $set: { state: "approved" } });
    await collection.updateMany({ state: null, isApproved: { $ne: true } }, { $set: { state: "pending" } });
  }
}

export async function down(): Promise<void> {
  // The state is derived from isApproved, which stays: nothing to undo.
}
