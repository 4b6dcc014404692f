"use client";
// Reject with one reason for all the chosen items: a saved reply (radio group, arrow keys) or free
// text (at most 500 characters). The reason reaches the submitter by mail when they gave an e-mail.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { z } from "zod";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FieldError, INPUT_CLASS } from "@/components/ui/field";
import { MODERATION_REASON_MAX_LENGTH } from "@/lib/constants";
import { moderationReasonSchema } from "@/lib/moderation/moderation-schemas";
import type { SavedReplyItem } from "@/lib/moderation/saved-replies";

const OTHER = "other";

type RejectDialogProps = {
  open: boolean;
  count: number;
  replies: readonly SavedReplyItem[];
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

export function RejectDialog({ open, count, replies, busy, onCancel, onReject }: RejectDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={`Reject ${count} item${count === 1 ? "" : "s"}`}>
      {open ? <RejectForm replies={replies} busy={busy} onCancel={onCancel} onReject={onReject} /> : null}
    </Dialog>
  );
}

type RejectValues = { choice: string; text: string };

const reasonOf = ({ choice, text }: RejectValues, replies: readonly SavedReplyItem[]) =>
  choice === OTHER ? text : (replies.find((reply) => reply._id === choice)?.text ?? "");

/** The chosen reply or the typed text, checked with the server's reason schema (and required). */
function rejectResolver(replies: readonly SavedReplyItem[]): Resolver<RejectValues> {
  const schema = z.object({ choice: z.string(), text: z.string() }).superRefine((values, ctx) => {
    const checked = moderationReasonSchema.safeParse(reasonOf(values, replies));
    const message = checked.success
      ? checked.data
        ? undefined
        : "Choose a saved reply or write a reason"
      : checked.error.issues[0]?.message;
    if (message) ctx.addIssue({ code: "custom", path: ["text"], message });
  });
  return zodResolver(schema);
}

function RejectForm({ replies, busy, onCancel, onReject }: Omit<RejectDialogProps, "open" | "count">) {
  const resolver = useMemo(() => rejectResolver(replies), [replies]);
  const { register, handleSubmit, control, setFocus, formState } = useForm<RejectValues>({
    resolver,
    defaultValues: { choice: replies[0]?._id ?? OTHER, text: "" },
  });
  const choice = useWatch({ control, name: "choice" });
  const error = formState.errors.text?.message;

  useEffect(() => {
    // After the dialog's showModal() has focused its first control: start on the reasons.
    const timer = setTimeout(() => setFocus("choice"), 0);
    return () => clearTimeout(timer);
  }, [setFocus]);

  const submit = handleSubmit((values) => onReject(moderationReasonSchema.parse(reasonOf(values, replies))));

  const options = [
    ...replies.map((reply) => ({ value: reply._id, label: reply.text })),
    { value: OTHER, label: "Other reason…" },
  ];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Reason</legend>
        <div className="space-y-2">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input type="radio" value={option.value} {...register("choice", { deps: "text" })} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === OTHER ? (
        <Field
          id="reject-reason"
          label="Your reason"
          hint={`At most ${MODERATION_REASON_MAX_LENGTH} characters`}
          error={error}
        >
          {(wiring) => (
            <textarea
              className={`${INPUT_CLASS} min-h-24`}
              maxLength={MODERATION_REASON_MAX_LENGTH}
              {...wiring}
              {...register("text")}
            />
          )}
        </Field>
      ) : (
        <FieldError message={error} />
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton variant="danger" busy={busy} busyLabel="Rejecting...">
          Reject
        </SubmitButton>
      </div>
    </form>
  );
}
