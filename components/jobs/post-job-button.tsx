"use client";
// The public Post Job button and its create dialog.
import { useState } from "react";
import { JobDialog } from "@/components/jobs/job-dialog";

export function PostJobButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="bg-brand hover:bg-brand-dark rounded-md px-5 py-2.5 font-medium text-white shadow-sm"
      >
        Post Job
      </button>
      <JobDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
