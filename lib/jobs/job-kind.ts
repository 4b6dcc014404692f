// Jobs as a moderated kind: what the shared moderation updates need to know about them.
import "server-only";
import { publicTags } from "@/lib/cache/public-tags";
import { JOB_FIELDS } from "@/lib/jobs/job-items";
import type { ModeratedKind } from "@/lib/moderation/moderation";
import { Job, type JobDoc } from "@/models/Job";

export const JOB_KIND: ModeratedKind<JobDoc> = {
  model: Job,
  type: "job",
  notFoundMessage: "Job not found",
  select: JOB_FIELDS,
  publicTags: (id) => [publicTags.jobs, publicTags.job(id)],
};
