import type { Metadata } from "next";
import { JobsModeration } from "@/components/jobs/jobs-moderation";

export const metadata: Metadata = { title: "Jobs" };

export default function JobsModerationPage() {
  return <JobsModeration />;
}
