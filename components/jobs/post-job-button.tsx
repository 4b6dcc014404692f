"use client";
// The public Post Job button and its create dialog.
import dynamic from "next/dynamic";
import { useState } from "react";

// Loaded on the first click, so the listing's first visit doesn't download the form.
const JobDialog = dynamic(() => import("@/components/jobs/job-dialog").then((m) => m.JobDialog), { ssr: false });

export function PostJobButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="bg-brand hover:bg-brand-dark rounded-md px-5 py-2.5 font-medium text-white shadow-sm"
      >
        Post Job
      </button>
      {opened && <JobDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
