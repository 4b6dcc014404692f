"use client";
// Spam: the chosen items are rejected without any mail; optionally everything still pending from
// the same submitters (same e-mail or client address) too, and their e-mail and address blocked.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { spamChoiceSchema, type SpamChoice } from "@/lib/moderation/moderation-schemas";

export type { SpamChoice };

type SpamDialogProps = {
  open: boolean;
  count: number;
  /** The submitters' e-mails among the chosen items (shown so the moderator knows who is blocked). */
  emails: readonly string[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choice: SpamChoice) => void;
};

export function SpamDialog({ open, count, emails, busy, onCancel, onConfirm }: SpamDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={`Mark ${count} item${count === 1 ? "" : "s"} as spam`}>
      {open ? <SpamForm emails={emails} busy={busy} onCancel={onCancel} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

function SpamForm({ emails, busy, onCancel, onConfirm }: Omit<SpamDialogProps, "open" | "count">) {
  const { register, handleSubmit } = useForm<SpamChoice>({
    resolver: zodResolver(spamChoiceSchema),
    defaultValues: { sameSubmitter: true, block: false },
  });
  return (
    <form className="space-y-4" onSubmit={handleSubmit(onConfirm)} noValidate>
      <p className="text-slate-800">Spam is rejected without a mail to the submitter.</p>
      {emails.length > 0 ? (
        <p className="text-sm text-slate-700">
          Submitter e-mail{emails.length === 1 ? "" : "s"}: {emails.join(", ")}
        </p>
      ) : null}
      <label className="flex items-start gap-2">
        <input type="checkbox" {...register("sameSubmitter")} />
        <span>Also reject everything pending from the same submitter (same e-mail or address)</span>
      </label>
      <label className="flex items-start gap-2">
        <input type="checkbox" {...register("block")} />
        <span>Block the submitter&apos;s e-mail and address: their next submissions are stored as spam</span>
      </label>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton variant="danger" busy={busy} busyLabel="Marking...">
          Mark as spam
        </SubmitButton>
      </div>
    </form>
  );
}
