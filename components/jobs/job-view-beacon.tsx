"use client";
// Tells the server the job page was seen (POST /api/jobs/{id}/view with navigator.sendBeacon):
// no cookie, and the server counts one view per visitor per day.
import { useEffect } from "react";

export function JobViewBeacon({ id }: { id: string }) {
  useEffect(() => {
    const url = `/api/jobs/${id}/view`;
    if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(url);
    else void fetch(url, { method: "POST", keepalive: true }).catch(() => undefined);
  }, [id]);
  return null;
}
