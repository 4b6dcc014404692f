// The moderation inbox's view of owners' edits to published jobs: each as a before/after.
import "server-only";
import { listChangesForReview, type AnyModel, type ChangeForReview } from "@/lib/moderation/pending-changes";
import { REPLACED_FIELDS } from "@/lib/jobs/job-edits";
import { Job } from "@/models/Job";
import { MODERATION_PAGE_SIZE_MAX } from "@/lib/constants";

export async function listJobChangesForReview(): Promise<ChangeForReview[]> {
  return listChangesForReview(
    Job as unknown as AnyModel,
    // The role family and seniority show too: a poster's correction is reviewed with the edit (issue 45).
    [...REPLACED_FIELDS, "imageUrl", "family", "seniority", "classifiedBy"],
    MODERATION_PAGE_SIZE_MAX,
  );
}
