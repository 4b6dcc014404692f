"use client";
// The member's data: download everything as JSON, sign out, and delete the account after typing
// the confirmation word.
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { BoundTextField } from "@/components/forms/bound-fields";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { DELETE_ACCOUNT_CONFIRMATION, type DeleteAccountInput } from "@/lib/members/member-schemas";

type DeleteAccountForm = { confirmation: string };

const deleteResolver = lazyZodResolver<DeleteAccountForm, DeleteAccountInput>(
  async () => (await import("@/lib/members/member-schemas")).deleteAccountSchema,
);

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
  const form = useForm<DeleteAccountForm, unknown, DeleteAccountInput>({
    resolver: deleteResolver,
    defaultValues: { confirmation: "" },
  });
  const typed = useWatch({ control: form.control, name: "confirmation" });
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

  const remove = form.handleSubmit(async (body) => {
    if (busy) return;
    setBusy("delete");
    try {
      await apiRequest("/api/members/me", { method: "DELETE", body });
      leave();
    } catch (error) {
      toast.error(errorMessage(error, "Could not delete your account"));
      setBusy(null);
    }
  });

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
      <form onSubmit={remove} noValidate className="space-y-3 rounded-md border border-red-200 p-4">
        <h3 className="font-semibold text-red-800">Delete my account</h3>
        <p className="text-slate-700">
          Your profile, sessions, newsletter subscription and job alerts are erased at once. Your public
          comments stay, shown as written by a former member.
        </p>
        <BoundTextField
          form={form}
          name="confirmation"
          registerOptions={{ setValueAs: (value: string) => value.trim() }}
          id="delete-confirmation"
          label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="danger"
          disabled={busy !== null || typed.trim() !== DELETE_ACCOUNT_CONFIRMATION}
          aria-busy={busy === "delete"}
        >
          {busy === "delete" ? "Deleting..." : "Delete my account"}
        </Button>
      </form>
    </section>
  );
}
