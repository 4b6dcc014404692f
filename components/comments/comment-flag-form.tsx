"use client";
// "Flag" under a comment: a reason and an optional note for the moderators.
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { COMMENT_FLAG_NOTE_MAX } from "@/lib/constants";
import type { FlagCommentInput } from "@/lib/comments/comment-schemas";

type FlagValues = { reason: FlagCommentInput["reason"]; note?: string };

const resolver = lazyZodResolver<FlagValues, FlagCommentInput>(() =>
  import("@/lib/comments/comment-schemas").then((module) => module.flagCommentSchema),
);

const REASONS: Array<[FlagCommentInput["reason"], string]> = [
  ["spam", "Spam"],
  ["abuse", "Abusive or harmful"],
  ["off-topic", "Off-topic"],
  ["other", "Something else"],
];

export function CommentFlagForm({ commentId, onDone }: { commentId: string; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FlagValues, unknown, FlagCommentInput>({
    resolver,
    defaultValues: { reason: "spam", note: "" },
  });

  const submit = handleSubmit(async (flag) => {
    try {
      const result = await apiRequest(`/api/comments/${commentId}/flag`, { method: "POST", body: flag });
      toast.success(result.message ?? "Flagged");
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label="Flag this comment">
      <Field
        id={`flag-${commentId}-reason`}
        label="Why should the moderators look at it?"
        error={errors.reason?.message}
      >
        {(control) => (
          <select className={INPUT_CLASS} {...control} {...register("reason")}>
            {REASONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`flag-${commentId}-note`} label="Note (optional)" error={errors.note?.message}>
        {(control) => (
          <textarea
            className={INPUT_CLASS}
            rows={2}
            maxLength={COMMENT_FLAG_NOTE_MAX}
            {...control}
            {...register("note")}
          />
        )}
      </Field>
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send flag
      </SubmitButton>
    </form>
  );
}
