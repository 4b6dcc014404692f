"use client";
// The spam trap: a field people never see or reach; bots that fill it get a quiet fake success.
// A form keeps it with useHoneypot(), renders <HoneypotField>, and merges `body` into what it sends.
import { useState } from "react";

/** The field name the API pipeline checks (HONEYPOT_FIELD in lib/api/route.ts, a server module). */
export const HONEYPOT_FIELD = "website";

export type Honeypot = {
  value: string;
  setValue: (value: string) => void;
  /** What to merge into a JSON body: the field only when something filled it. */
  body: { [HONEYPOT_FIELD]?: string };
};

export function useHoneypot(): Honeypot {
  const [value, setValue] = useState("");
  return { value, setValue, body: value ? { [HONEYPOT_FIELD]: value } : {} };
}

export function HoneypotField({ honeypot }: { honeypot: Honeypot }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot.value}
          onChange={(event) => honeypot.setValue(event.target.value)}
        />
      </label>
    </div>
  );
}
