"use client";
// "Add your comment" (or a reply under a comment): a guest types a name and may leave an e-mail (for
// word back from the moderators, and to hear about replies once confirmed); a signed-in member
// comments under their profile's name. The list reloads after.
// Checked with the server's schema (loaded on the first submit): blank fields show the spec's
// message and an error under each field, and nothing is sent.
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { mutate } from "swr";
import { SubmitButton } from "@/components/ui/button";
import { CheckboxField, Field, INPUT_CLASS, TextField } from "@/components/ui/field";
import { useHoneypot } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { SubmitterFields } from "@/components/forms/submitter-fields";
import { memberLabel, useMember } from "@/components/members/use-member";
import { ownPendingCommentsKey } from "@/components/comments/own-pending-comments";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { COMMENT_CONTENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from "@/lib/constants";
import { toast } from "@/lib/toast";
import type { AddCommentInput } from "@/lib/comments/comment-schemas";

type CommentValues = {
  blog: string;
  parent?: string;
  name: string;
  content: string;
  email?: string;
  notifyReplies?: boolean;
};

type CommentSchemas = typeof import("@/lib/comments/comment-schemas");

/** A resolver for one of the comment schemas, loaded on the first submit. */
const resolverFor = (pick: (schemas: CommentSchemas) => unknown) =>
  lazyZodResolver<CommentValues, AddCommentInput>(() =>
    import("@/lib/comments/comment-schemas").then(
      (module) => pick(module) as CommentSchemas["addCommentSchema"],
    ),
  );

const guestResolver = resolverFor((schemas) => schemas.addCommentSchema);
const memberResolver = resolverFor((schemas) => schemas.memberCommentSchema);
const namingMemberResolver = resolverFor((schemas) => schemas.namingMemberCommentSchema);

type FormContext = { signedIn: boolean; needsName: boolean };

/**
 * A member's form has no name field (the server uses the profile's name), unless the profile has
 * none: then the member picks a display name, which the server keeps on the profile.
 */
const resolver: Resolver<CommentValues, FormContext, AddCommentInput> = (values, context, options) =>
  (!context?.signedIn ? guestResolver : context.needsName ? namingMemberResolver : memberResolver)(
    values,
    context,
    options,
  );

export const COMMENT_FORM_INVALID = "Please fill out both fields properly.";

type CommentFormProps = {
  blogId: string;
  /** A reply: the comment it answers, and who wrote it (the heading). */
  replyTo?: { id: string; name: string };
  /** A reply form closes after sending. */
  onDone?: () => void;
};

export function CommentForm({ blogId, replyTo, onDone }: CommentFormProps) {
  const router = useRouter();
  const honeypot = useHoneypot();
  const { member, mutate: mutateMember } = useMember();
  const signedIn = Boolean(member);
  const needsName = Boolean(member && !member.name);
  const empty = { blog: blogId, parent: replyTo?.id, name: "", content: "", email: "", notifyReplies: false };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommentValues, FormContext, AddCommentInput>({
    resolver,
    context: { signedIn, needsName },
    defaultValues: empty,
  });

  const prefix = replyTo ? `reply-${replyTo.id}` : "comment";
  const submit = handleSubmit(
    async (comment) => {
      try {
        const body = signedIn
          ? {
              blog: comment.blog,
              parent: comment.parent,
              content: comment.content,
              ...(needsName ? { name: comment.name } : {}),
            }
          : { ...comment, ...honeypot.body };
        const result = await apiRequest("/api/blog/add-comment", { method: "POST", body });
        toast.success(result.message ?? "Comment added");
        reset(empty);
        // A picked display name is now the profile's: the form and the top bar show it.
        if (needsName) void mutateMember();
        if (signedIn) void mutate(ownPendingCommentsKey(blogId));
        router.refresh();
        onDone?.();
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

  const HeadingTag = replyTo ? "h3" : "h2";
  return (
    <section aria-labelledby={`${prefix}-heading`} className={replyTo ? "mt-3" : "mt-10"}>
      <HeadingTag
        id={`${prefix}-heading`}
        className={replyTo ? "text-base font-semibold text-slate-900" : "text-xl font-bold text-slate-900"}
      >
        {replyTo ? `Reply to ${replyTo.name}` : "Add your comment"}
      </HeadingTag>
      {/* noValidate: blank or whitespace-only fields get the spec's message instead of the browser's. */}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {member && !needsName ? (
          <p className="text-sm text-slate-700">
            Commenting as <strong>{memberLabel(member)}</strong>
          </p>
        ) : member ? (
          <TextField
            id={`${prefix}-name`}
            label="Display name"
            hint="Shown with your comments; you can change it in your account."
            required
            maxLength={COMMENT_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...register("name")}
          />
        ) : (
          <TextField
            id={`${prefix}-name`}
            label="Name"
            required
            maxLength={COMMENT_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...register("name")}
          />
        )}
        <Field
          id={`${prefix}-content`}
          label={replyTo ? "Your reply" : "Comment"}
          error={errors.content?.message}
        >
          {(control) => (
            <textarea
              className={INPUT_CLASS}
              required
              rows={replyTo ? 3 : 5}
              maxLength={COMMENT_CONTENT_MAX_LENGTH}
              {...control}
              {...register("content")}
            />
          )}
        </Field>
        {member ? null : (
          <>
            <SubmitterFields
              id={`${prefix}-email`}
              label="Email (optional)"
              hint="Only to tell you when your comment is reviewed or answered. Never shown."
              error={errors.email?.message}
              honeypot={honeypot}
              {...register("email")}
            />
            <CheckboxField
              id={`${prefix}-notify`}
              label="E-mail me when someone replies"
              {...register("notifyReplies")}
            />
          </>
        )}
        <SubmitButton busy={isSubmitting} busyLabel="Submitting...">
          {replyTo ? "Post reply" : "Submit"}
        </SubmitButton>
      </form>
    </section>
  );
}
