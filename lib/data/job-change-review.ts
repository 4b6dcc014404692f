// The moderation inbox's view of owners' edits to published jobs: each as a before/after.
import "server-only";
import {
  diffChange,
  listWithPendingChanges,
  type AnyModel,
  type FieldChange,
  type PendingChange,
} from "@/lib/data/pending-changes";
import { REPLACED_FIELDS } from "@/lib/data/job-edits";
import { Job } from "@/models/Job";
import { MODERATION_PAGE_SIZE_MAX } from "@/lib/constants";

export type JobChangeForReview = { id: string; title: string; proposedAt: string; changes: FieldChange[] };

type Row = Record<string, unknown> & {
  _id: unknown;
  title?: string | null;
  pendingChange?: PendingChange | null;
  pendingChangeAt?: Date | null;
};

export async function listJobChangesForReview(): Promise<JobChangeForReview[]> {
  const rows = await listWithPendingChanges<Row>(
    Job as unknown as AnyModel,
    [...REPLACED_FIELDS, "imageUrl"].join(" "),
    MODERATION_PAGE_SIZE_MAX,
  );
  return rows.flatMap((row) =>
    row.pendingChange
      ? [
          {
            id: String(row._id),
            title: row.title ?? "",
            proposedAt: (row.pendingChangeAt ?? new Date(0)).toISOString(),
            changes: diffChange(row, row.pendingChange),
          },
        ]
      : [],
  );
}
