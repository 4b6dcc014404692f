"use client";
// The newsletter e-mail field, checked with the server's schema when submitted (zod loads then).
import { useForm } from "react-hook-form";
import { HoneypotField, useHoneypot } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import type { SubscribeInput } from "@/lib/newsletter/subscriber-schemas";
import { toast } from "@/lib/toast";
import { SubmitButton } from "@/components/ui/button";
import { FieldError, PILL_INPUT_CLASS } from "@/components/ui/field";

const resolver = lazyZodResolver<SubscribeInput, SubscribeInput>(
  async () => (await import("@/lib/newsletter/subscriber-schemas")).subscribeSchema,
);

export function NewsletterForm() {
  const honeypot = useHoneypot();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({ resolver, defaultValues: { email: "" } });
  const error = errors.email?.message;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const result = await apiRequest("/api/blog/subscribe", {
        method: "POST",
        body: { email, ...honeypot.body },
      });
      toast.success(result.message ?? "Subscribed");
      reset({ email: "" });
    } catch (error) {
      toast.error(errorMessage(error, "Something went wrong"));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mx-auto mt-6 flex w-full max-w-xl flex-col gap-2 sm:flex-row sm:items-start"
    >
      <label htmlFor="newsletter-email" className="sr-only">
        Email
      </label>
      <div className="flex min-w-0 flex-1 flex-col">
        <input
          id="newsletter-email"
          type="text"
          autoComplete="email"
          placeholder="Enter your email id"
          className={PILL_INPUT_CLASS}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
          {...register("email")}
        />
        <FieldError id="newsletter-email-error" message={error} />
      </div>
      <HoneypotField honeypot={honeypot} />
      <SubmitButton busy={isSubmitting} pill size="lg">
        Subscribe
      </SubmitButton>
    </form>
  );
}
