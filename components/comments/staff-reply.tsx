"use client";
// "Reply as the publication" on a published comment (moderation inbox, comments screen): the reply
// is public at once with a "Staff" badge and the commenter hears about it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, SubmitButton } from "@/components/ui/button";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import { COMMENT_CONTENT_MAX_LENGTH } from "@/lib/constants";
import { staffReplySchema } from "@/lib/comments/comment-schemas";
import { useStaffAction } from "../back-office/use-api-data";

type ReplyValues = { content: string };

export function StaffReplyButton({ commentId }: { commentId: string }) {
  const [open, setOpen] = useState(false);
  const role = useStaffRole();
  const act = useStaffAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues>({ resolver: zodResolver(staffReplySchema), defaultValues: { content: "" } });

  const submit = handleSubmit(async ({ content }) => {
    if (!role) return;
    const done = await act(`/api/${role}/comments/${commentId}/reply`, "Failed to publish the reply", {
      content,
    });
    if (done) {
      reset();
      setOpen(false);
    }
  });

  return (
    <div className="w-full">
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Reply as staff
      </Button>
      {open ? (
        <form onSubmit={submit} noValidate className="mt-2 space-y-2">
          <Field id={`staff-reply-${commentId}`} label="Staff reply" error={errors.content?.message}>
            {(control) => (
              <textarea
                className={INPUT_CLASS}
                rows={3}
                maxLength={COMMENT_CONTENT_MAX_LENGTH}
                {...control}
                {...register("content")}
              />
            )}
          </Field>
          <SubmitButton busy={isSubmitting} busyLabel="Publishing...">
            Publish reply
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
