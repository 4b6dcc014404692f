"use client";
// The saved reject reasons: edit a reply's text in place, add one, or remove one.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useApiData, useStaffAction } from "@/components/back-office/use-api-data";
import { LoadError } from "@/components/ui/load-error";
import { Button, SubmitButton } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { BoundTextField } from "@/components/forms/bound-fields";
import { Spinner } from "@/components/ui/spinner";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import { MODERATION_REASON_MAX_LENGTH } from "@/lib/constants";
import { savedReplySchema } from "@/lib/moderation/moderation-schemas";
import type { SavedReplyItem } from "@/lib/moderation/saved-replies";

type SavedReplyInput = z.input<typeof savedReplySchema>;
type SavedReply = z.output<typeof savedReplySchema>;

const useReplyForm = (text: string) =>
  useForm<SavedReplyInput, unknown, SavedReply>({
    resolver: zodResolver(savedReplySchema),
    defaultValues: { text },
  });

export function SavedRepliesEditor() {
  const role = useStaffRole();
  const runAction = useStaffAction();
  const { data, loading, error, reload } = useApiData<ApiSuccess<{ replies: SavedReplyItem[] }>>(
    role ? `/api/${role}/moderation/replies` : null,
    "Failed to load the saved replies",
  );
  const form = useReplyForm("");

  const add = form.handleSubmit(async (reply) => {
    if (!role) return;
    if (await runAction(`/api/${role}/moderation/replies`, "Failed to add the reply", reply))
      form.reset({ text: "" });
  });

  return (
    <section aria-labelledby="saved-replies-heading" className="space-y-4">
      <h2 id="saved-replies-heading" className="text-xl font-bold text-slate-900">
        Saved replies
      </h2>
      <p className="text-sm text-slate-700">
        The reasons offered when rejecting. Submitters who gave an e-mail receive the reason.
      </p>
      {error && !data ? (
        <LoadError message={error} onRetry={reload} />
      ) : loading ? (
        <Spinner label="Loading the saved replies" />
      ) : (
        <ul className="space-y-2" aria-label="Saved replies">
          {(data?.replies ?? []).map((reply) => (
            <SavedReplyRow key={reply._id} reply={reply} />
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-2">
        <BoundTextField
          form={form}
          name="text"
          id="new-reply"
          label="New saved reply"
          className="min-w-64 flex-1"
          maxLength={MODERATION_REASON_MAX_LENGTH}
        />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Adding...">
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
  const form = useReplyForm(reply.text);
  const text = useWatch({ control: form.control, name: "text" });
  const [removing, setRemoving] = useState(false);
  const busy = removing || form.formState.isSubmitting;
  const changed = text.trim() !== reply.text;

  const save = form.handleSubmit(async (edited) => {
    if (!role) return;
    await runAction(
      `/api/${role}/moderation/replies/${reply._id}`,
      "Failed to save the reply",
      edited,
      "PUT",
    );
  });

  const remove = async () => {
    if (!role || !(await confirm(`Delete the saved reply "${reply.text}"?`))) return;
    setRemoving(true);
    await runAction(
      `/api/${role}/moderation/replies/${reply._id}`,
      "Failed to delete the reply",
      undefined,
      "DELETE",
    );
    setRemoving(false);
  };

  return (
    <li>
      <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-2">
        <BoundTextField
          form={form}
          name="text"
          id={`reply-${reply._id}`}
          label={`Saved reply: ${reply.text}`}
          className="min-w-64 flex-1"
          maxLength={MODERATION_REASON_MAX_LENGTH}
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
