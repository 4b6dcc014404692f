"use client";
// The member's data: download everything as JSON, sign out, and delete the account after typing
// the confirmation word.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { DELETE_ACCOUNT_CONFIRMATION } from "@/lib/members/member-schemas";

async function downloadExport() {
  try {
    const response = await fetch("/api/members/me/export", { cache: "no-store" });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new ApiClientError(body.message ?? "Could not export your data", response.status);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = "hr-pulse-member-data.json";
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    toast.error(errorMessage(error, "Could not export your data"));
  }
}

/** Back to the home page as a whole page load: nothing of the session stays in memory. */
const HOME_PATH = "/";
function leave() {
  window.location.assign(new URL(HOME_PATH, window.location.href));
}

export function AccountDataPanel() {
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState<"signOut" | "delete" | null>(null);

  const signOut = async () => {
    if (busy) return;
    setBusy("signOut");
    try {
      await apiRequest("/api/members/sign-out", { method: "POST" });
      leave();
    } catch (error) {
      toast.error(errorMessage(error, "Could not sign out"));
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy || typed.trim() !== DELETE_ACCOUNT_CONFIRMATION) return;
    setBusy("delete");
    try {
      await apiRequest("/api/members/me", {
        method: "DELETE",
        body: { confirmation: DELETE_ACCOUNT_CONFIRMATION },
      });
      leave();
    } catch (error) {
      toast.error(errorMessage(error, "Could not delete your account"));
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="data-heading" className="space-y-4">
      <h2 id="data-heading" className="text-xl font-semibold text-slate-900">
        Your data
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void downloadExport()}>
          Download my data
        </Button>
        <Button
          variant="secondary"
          onClick={() => void signOut()}
          disabled={busy !== null}
          aria-busy={busy === "signOut"}
        >
          {busy === "signOut" ? "Signing out..." : "Sign out"}
        </Button>
      </div>
      <div className="space-y-3 rounded-md border border-red-200 p-4">
        <h3 className="font-semibold text-red-800">Delete my account</h3>
        <p className="text-slate-700">
          Your profile, sessions, newsletter subscription and job alerts are erased at once. Your public
          comments stay, shown as written by a former member.
        </p>
        <TextField
          id="delete-confirmation"
          label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          variant="danger"
          onClick={() => void remove()}
          disabled={busy !== null || typed.trim() !== DELETE_ACCOUNT_CONFIRMATION}
          aria-busy={busy === "delete"}
        >
          {busy === "delete" ? "Deleting..." : "Delete my account"}
        </Button>
      </div>
    </section>
  );
}
