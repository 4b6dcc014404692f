"use client";
// A job's image: a thumbnail button that opens the full-size image in a dialog.
import Image from "next/image";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";

/** The thumbnail spans a job card: the /jobs grid has 1, 2 (md) and 3 (lg, max 72rem wide) columns. */
const THUMBNAIL_SIZES = "(min-width: 1024px) 320px, (min-width: 768px) 50vw, 100vw";

export function JobImageButton({ src, name }: { src: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="focus-visible:ring-brand mb-4 block overflow-hidden rounded-md border border-slate-200 focus-visible:ring-2"
        aria-label={`View full-size image for ${name}`}
      >
        <Image
          src={src}
          alt=""
          width={480}
          height={240}
          sizes={THUMBNAIL_SIZES}
          className="h-40 w-full object-cover"
        />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Image for ${name}`}
        className="w-auto max-w-[95vw] p-4"
      >
        <Image
          src={src}
          alt={`Image for ${name}`}
          width={2000}
          height={2000}
          unoptimized
          className="h-auto max-h-[75vh] w-auto max-w-full object-contain"
        />
      </Dialog>
    </>
  );
}
