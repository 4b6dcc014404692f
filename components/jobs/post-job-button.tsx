"use client";
// The public Post Job button and its create dialog, loaded on the first click.
import dynamic from "next/dynamic";
import { DialogButton } from "@/components/ui/dialog-button";

const JobDialog = dynamic(() => import("@/components/jobs/job-dialog").then((m) => m.JobDialog), {
  ssr: false,
});

export function PostJobButton() {
  return <DialogButton label="Post Job" Dialog={JobDialog} />;
}
