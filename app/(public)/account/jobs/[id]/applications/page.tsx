import type { Metadata } from "next";
import { ApplicationsInbox } from "@/components/applications/applications-inbox";

export const metadata: Metadata = { title: "Applications", robots: { index: false, follow: false } };

type PageProps = { params: Promise<{ id: string }> };

// The employer's inbox for one job: loaded in the browser from /api/members/me/jobs/{id}/applications.
export default async function JobApplicationsPage({ params }: PageProps) {
  const { id } = await params;
  return <ApplicationsInbox jobId={id} />;
}
