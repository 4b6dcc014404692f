"use client";
// /account/events/{id}/check-in: the organiser checks guests in at the door — by typing the code
// printed under a guest's QR code, or by scanning the QR code with the phone's camera (the scanner
// library loads only when the camera is started). A QR code opened with the phone's own camera app
// lands here with `?token=`: the organiser still presses the button (opening a link changes nothing).
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiClientError, apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import { formatSiteDateTime } from "@/lib/dates";

type Outcome = { tone: "ok" | "again" | "error"; text: string };

type Controls = { stop: () => void };

const TONES: Record<Outcome["tone"], string> = {
  ok: "border-green-300 bg-green-50 text-green-900",
  again: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

export function CheckInDesk({ eventId }: { eventId: string }) {
  const linked = useSearchParams().get("token") ?? "";
  const [code, setCode] = useState(linked);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<Controls | null>(null);
  const lastScan = useRef("");

  const checkIn = async (token: string) => {
    if (!token.trim()) return;
    setBusy(true);
    try {
      const answer = await apiRequest<ApiSuccess<{ guest: { name: string }; checkedInAt: string }>>(
        `/api/members/me/events/${eventId}/check-in`,
        { method: "POST", body: { token } },
      );
      setOutcome({ tone: "ok", text: `${answer.guest.name} is checked in.` });
      setCode("");
    } catch (error) {
      const first = error instanceof ApiClientError ? error.body?.checkedInAt : undefined;
      if (error instanceof ApiClientError && error.status === 409 && typeof first === "string")
        setOutcome({
          tone: "again",
          text: `${errorMessage(error, "Checked in already")}, at ${formatSiteDateTime(first)}.`,
        });
      else setOutcome({ tone: "error", text: errorMessage(error, "Could not check this guest in") });
    } finally {
      setBusy(false);
    }
  };

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setScanning(false);
  };

  const start = async () => {
    setOutcome(null);
    try {
      const { BrowserQRCodeReader } = await import("@zxing/browser");
      const reader = new BrowserQRCodeReader();
      setScanning(true);
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: "environment" } },
        video.current ?? undefined,
        (result) => {
          const text = result?.getText();
          if (!text || text === lastScan.current) return;
          lastScan.current = text;
          void checkIn(text);
        },
      );
    } catch {
      setScanning(false);
      setOutcome({ tone: "error", text: "The camera could not be opened: type the guest's code instead." });
    }
  };

  useEffect(() => () => controls.current?.stop(), []);

  return (
    <div className="space-y-6">
      <p>
        <Link href={`/account/events/${eventId}/guests`} className="text-brand font-medium underline">
          ← Guests
        </Link>
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void checkIn(code);
        }}
      >
        <TextField
          id="check-in-code"
          label="Guest's code"
          hint="The code under the guest's QR code, such as ABCD-EFGH"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="min-w-0 flex-1"
        />
        <SubmitButton busy={busy} busyLabel="Checking in…">
          Check in
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {outcome ? (
          <p role="status" className={`rounded-md border p-3 font-medium ${TONES[outcome.tone]}`}>
            {outcome.text}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="scan-heading" className="space-y-3">
        <h2 id="scan-heading" className="text-lg font-semibold text-slate-900">
          Scan QR codes
        </h2>
        {scanning ? (
          <Button variant="secondary" onClick={stop}>
            Stop the camera
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void start()}>
            Start the camera
          </Button>
        )}
        <video
          ref={video}
          className={scanning ? "aspect-square w-full max-w-sm rounded-lg bg-black object-cover" : "hidden"}
          muted
          playsInline
          aria-label="Camera preview"
        />
      </section>
    </div>
  );
}
