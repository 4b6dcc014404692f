"use client";
// Reject with one reason for all the chosen items: a saved reply (radio group, arrow keys) or free
// text (at most 500 characters). The reason reaches the submitter by mail when they gave an e-mail.
import { useEffect, useId, useRef, useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FieldError, INPUT_CLASS } from "@/components/ui/field";
import { MODERATION_REASON_MAX_LENGTH } from "@/lib/constants";
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

function RejectForm({ replies, busy, onCancel, onReject }: Omit<RejectDialogProps, "open" | "count">) {
  const [choice, setChoice] = useState<string>(replies[0]?._id ?? OTHER);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const firstChoice = useRef<HTMLInputElement>(null);
  const name = useId();

  useEffect(() => {
    // After the dialog's showModal() has focused its first control: start on the reasons.
    const timer = setTimeout(() => firstChoice.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const reason =
      choice === OTHER ? text.trim() : (replies.find((reply) => reply._id === choice)?.text ?? "");
    if (!reason) {
      setError("Choose a saved reply or write a reason");
      return;
    }
    if (reason.length > MODERATION_REASON_MAX_LENGTH) {
      setError(`Reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`);
      return;
    }
    onReject(reason);
  };

  const options = [
    ...replies.map((reply) => ({ value: reply._id, label: reply.text })),
    { value: OTHER, label: "Other reason…" },
  ];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Reason</legend>
        <div className="space-y-2">
          {options.map((option, index) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => {
                  setChoice(option.value);
                  setError(undefined);
                }}
              />
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
          {(control) => (
            <textarea
              className={`${INPUT_CLASS} min-h-24`}
              maxLength={MODERATION_REASON_MAX_LENGTH}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
              {...control}
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
