"use client";
// A secret the server shows once (an API key, a webhook's signing secret): selectable text, a copy
// button and the warning that it will not be shown again.
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function OneTimeSecret({
  label,
  value,
  onDone,
}: {
  label: string;
  value: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <p className="font-semibold text-slate-900">{label}: copy it now, it will not be shown again.</p>
      <input
        readOnly
        aria-label={label}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900"
      />
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
