"use client";
// Copies the article URL and confirms with "Copied to clipboard!".
import { toast } from "@/lib/toast";
import { buttonClass } from "@/components/ui/button";

export function CopyLinkButton({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Copied to clipboard!");
    } catch {
      toast.error("Could not copy the link");
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label="Copy link"
      className={buttonClass({ variant: "secondary", pill: true, size: "sm", className: "h-10" })}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
        <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
      </svg>
      Copy link
    </button>
  );
}
