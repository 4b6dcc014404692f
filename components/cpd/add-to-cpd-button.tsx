"use client";
// "Add to my CPD log" on event and course pages: the same button for every reader (the page stays the
// same bytes for everyone); a reader who is not signed in is sent to sign in. An event's button
// appears once the event has started, checked in the browser: the cached page cannot know the time.
import { Link } from "@/components/ui/link";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";

type Source = { eventId: string } | { certificationId: string };

const noSubscription = () => () => undefined;

/** Whether `startsAt` (ISO) has passed, by the reader's clock; false on the server. */
function useHasStarted(startsAt: string | undefined): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => !startsAt || Date.parse(startsAt) <= Date.now(),
    () => !startsAt,
  );
}

export function AddToCpdButton({ source, startsAt }: { source: Source; startsAt?: string }) {
  const [state, setState] = useState<"idle" | "busy" | "added" | "signed-out">("idle");
  const started = useHasStarted(startsAt);
  const add = async () => {
    setState("busy");
    try {
      await apiRequest("/api/members/me/cpd", { method: "POST", body: source });
      toast.success("Added to your CPD log");
      setState("added");
    } catch (error) {
      if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) {
        setState("signed-out");
        return;
      }
      toast.error(errorMessage(error, "Could not add it to your CPD log"));
      setState("idle");
    }
  };
  if (!started) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={state === "busy"}
        aria-busy={state === "busy"}
        onClick={() => void add()}
      >
        Add to my CPD log
      </Button>
      {state === "added" ? (
        <Link href="/account/cpd" className="text-brand text-sm font-medium underline">
          Open your CPD record
        </Link>
      ) : null}
      {state === "signed-out" ? (
        <p role="status" className="text-sm text-slate-700">
          <Link href="/account/sign-in" className="text-brand font-medium underline">
            Sign in
          </Link>{" "}
          to keep a CPD log.
        </p>
      ) : null}
    </div>
  );
}
