"use client";
// "I'm going" on an event page: the count and the member's own state load in the browser (the
// page's HTML is the same for everyone); a reader who is not signed in is asked to sign in.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";

type GoingState = ApiSuccess<{ going: boolean; count: number; signedIn?: boolean }>;

export function GoingButton({ eventId }: { eventId: string }) {
  const key = `/api/events/${eventId}/going`;
  const { data, mutate } = useSWR(key, (path: string) => apiRequest<GoingState>(path));
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const next = await apiRequest<GoingState>(key, { method: "POST" });
      await mutate({ ...next, signedIn: true }, { revalidate: false });
      toast.success(next.going ? "You're going" : "You're no longer going");
    } catch (error) {
      toast.error(errorMessage(error, "Could not save that"));
    } finally {
      setBusy(false);
    }
  };

  const count = data?.count ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {data?.signedIn === false ? (
        <p className="text-sm text-slate-700">
          <Link href="/account/sign-in" className="text-brand font-medium underline">
            Sign in
          </Link>{" "}
          to say you&rsquo;re going.
        </p>
      ) : (
        <Button
          variant={data?.going ? "primary" : "secondary"}
          size="sm"
          aria-pressed={Boolean(data?.going)}
          disabled={!data || busy}
          aria-busy={busy}
          onClick={() => void toggle()}
        >
          I&rsquo;m going
        </Button>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {data ? `${count} ${count === 1 ? "member is" : "members are"} going` : ""}
      </p>
    </div>
  );
}
