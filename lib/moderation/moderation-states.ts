// Rows written before moderation states existed have only `isApproved`: they are given the state it
// implies, once per server process before the first moderation read (and by `npm run seed`). The
// query uses the state index (a missing field is indexed as null), so it costs nothing once done.
// Reads also derive the state from `isApproved` (stateOf), so a row inserted around the migration
// still shows correctly.
import "server-only";
import { connectDb } from "@/lib/db";
import { MODERATION_KINDS } from "@/lib/moderation/moderation-kinds";

const globalForStates = globalThis as typeof globalThis & { moderationStatesMigrated?: Promise<void> };

export async function migrateModerationStates(): Promise<void> {
  await connectDb();
  for (const kind of Object.values(MODERATION_KINDS)) {
    await kind.model.updateMany({ state: null, isApproved: true }, { $set: { state: "approved" } });
    await kind.model.updateMany({ state: null, isApproved: { $ne: true } }, { $set: { state: "pending" } });
  }
}

/** Runs the migration once per process; a failure is retried by the next call. */
export function ensureModerationStates(): Promise<void> {
  globalForStates.moderationStatesMigrated ??= migrateModerationStates().catch((error: unknown) => {
    globalForStates.moderationStatesMigrated = undefined;
    throw error;
  });
  return globalForStates.moderationStatesMigrated;
}
