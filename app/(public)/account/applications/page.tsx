import type { Metadata } from "next";
import { MyApplications } from "@/components/applications/my-applications";

export const metadata: Metadata = { title: "Your applications", robots: { index: false, follow: false } };

// The candidate's side: loaded in the browser from /api/members/me/applications (the same HTML for everyone).
export default function AccountApplicationsPage() {
  return <MyApplications />;
}
