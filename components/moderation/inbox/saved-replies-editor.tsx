"use client";
// The saved reject reasons: edit a reply's text in place, add one, or remove one.
import { useState } from "react";
import { useApiData, useStaffAction } from "@/components/back-office/use-api-data";
import { Button, SubmitButton } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import { MODERATION_REASON_MAX_LENGTH } from "@/lib/constants";
import type { SavedReplyItem } from "@/lib/moderation/saved-replies";

function checkText(text: string): string | undefined {
  if (!text.trim()) return "Reply text is required";
  if (text.trim().length > MODERATION_REASON_MAX_LENGTH)
    return `Reply text must be at most ${MODERATION_REASON_MAX_LENGTH} characters`;
  return undefined;
}

export function SavedRepliesEditor() {
  const role = useStaffRole();
  const runAction = useStaffAction();
  const { data, loading } = useApiData<ApiSuccess<{ replies: SavedReplyItem[] }>>(
    role ? `/api/${role}/moderation/replies` : null,
    "Failed to load the saved replies",
  );
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkText(draft);
    setError(problem);
    if (problem || !role) return;
    setBusy(true);
    if (await runAction(`/api/${role}/moderation/replies`, "Failed to add the reply", { text: draft }))
      setDraft("");
    setBusy(false);
  };

  return (
    <section aria-labelledby="saved-replies-heading" className="space-y-4">
      <h2 id="saved-replies-heading" className="text-xl font-bold text-slate-900">
        Saved replies
      </h2>
      <p className="text-sm text-slate-700">
        The reasons offered when rejecting. Submitters who gave an e-mail receive the reason.
      </p>
      {loading ? (
        <Spinner label="Loading the saved replies" />
      ) : (
        <ul className="space-y-2" aria-label="Saved replies">
          {(data?.replies ?? []).map((reply) => (
            <SavedReplyRow key={reply._id} reply={reply} />
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          id="new-reply"
          label="New saved reply"
          className="min-w-64 flex-1"
          maxLength={MODERATION_REASON_MAX_LENGTH}
          value={draft}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
        />
        <SubmitButton busy={busy} busyLabel="Adding...">
          Add reply
        </SubmitButton>
      </form>
    </section>
  );
}

function SavedReplyRow({ reply }: { reply: SavedReplyItem }) {
  const role = useStaffRole();
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [text, setText] = useState(reply.text);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const changed = text.trim() !== reply.text;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkText(text);
    setError(problem);
    if (problem || !role) return;
    setBusy(true);
    await runAction(
      `/api/${role}/moderation/replies/${reply._id}`,
      "Failed to save the reply",
      { text },
      "PUT",
    );
    setBusy(false);
  };

  const remove = async () => {
    if (!role || !(await confirm(`Delete the saved reply "${reply.text}"?`))) return;
    setBusy(true);
    await runAction(
      `/api/${role}/moderation/replies/${reply._id}`,
      "Failed to delete the reply",
      undefined,
      "DELETE",
    );
    setBusy(false);
  };

  return (
    <li>
      <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          id={`reply-${reply._id}`}
          label={`Saved reply: ${reply.text}`}
          className="min-w-64 flex-1"
          maxLength={MODERATION_REASON_MAX_LENGTH}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={busy || !changed}>
          Save
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={`Delete saved reply ${reply.text}`}
        >
          Delete
        </Button>
      </form>
      {dialog}
    </li>
  );
}
