// /jobs: the jobs list, page 1, cached until a job write or the next job's expiry expires it (a day at most).
import { JobsView, jobsMetadata } from "@/components/jobs/jobs-view";
import { isBuildPhase } from "@/lib/server/build-phase";
import { readJobListing } from "@/lib/cache/public-cache";

export const revalidate = 86400;

export const generateMetadata = () => jobsMetadata(1);

export default async function JobsPage() {
  if (isBuildPhase()) return null;
  return <JobsView listing={await readJobListing({ page: 1 })} />;
}
