"use client";
// "Add your comment": name, comment and an optional e-mail (for word back from the moderators),
// held for review on the server; the list reloads after.
// Checked with the server's schema (loaded on the first submit): blank fields show the spec's
// message and an error under each field, and nothing is sent.
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Field, INPUT_CLASS, TextField } from "@/components/ui/field";
import { useHoneypot } from "@/components/ui/honeypot-field";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { SubmitterFields } from "@/components/ui/submitter-fields";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { COMMENT_CONTENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from "@/lib/constants";
import { toast } from "@/lib/toast";
import type { AddCommentInput } from "@/lib/validations/comment";

type CommentValues = { blog: string; name: string; content: string; email?: string };

const resolver = lazyZodResolver<CommentValues, AddCommentInput>(() =>
  import("@/lib/validations/comment").then((module) => module.addCommentSchema),
);

export const COMMENT_FORM_INVALID = "Please fill out both fields properly.";

export function CommentForm({ blogId }: { blogId: string }) {
  const router = useRouter();
  const honeypot = useHoneypot();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommentValues, unknown, AddCommentInput>({
    resolver,
    defaultValues: { blog: blogId, name: "", content: "", email: "" },
  });

  const submit = handleSubmit(
    async (comment) => {
      try {
        const result = await apiRequest("/api/blog/add-comment", {
          method: "POST",
          body: { ...comment, ...honeypot.body },
        });
        toast.success(result.message ?? "Comment added");
        reset({ blog: blogId, name: "", content: "", email: "" });
        router.refresh();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    (invalid) =>
      toast.error(
        invalid.name || invalid.content
          ? COMMENT_FORM_INVALID
          : (invalid.email?.message ?? COMMENT_FORM_INVALID),
      ),
  );

  return (
    <section aria-labelledby="add-comment-heading" className="mt-10">
      <h2 id="add-comment-heading" className="text-xl font-bold text-slate-900">
        Add your comment
      </h2>
      {/* noValidate: blank or whitespace-only fields get the spec's message instead of the browser's. */}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField
          id="comment-name"
          label="Name"
          required
          maxLength={COMMENT_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...register("name")}
        />
        <Field id="comment-content" label="Comment" error={errors.content?.message}>
          {(control) => (
            <textarea
              className={INPUT_CLASS}
              required
              rows={5}
              maxLength={COMMENT_CONTENT_MAX_LENGTH}
              {...control}
              {...register("content")}
            />
          )}
        </Field>
        <SubmitterFields
          id="comment-email"
          label="Email (optional)"
          hint="Only to tell you when your comment is reviewed. Never shown."
          error={errors.email?.message}
          honeypot={honeypot}
          {...register("email")}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Submitting...">
          Submit
        </SubmitButton>
      </form>
    </section>
  );
}
