"use client";
// "Forgot your password?": the address gets a reset link if it belongs to an active account; the
// answer is the same either way.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { forgotPasswordSchema } from "@/lib/staff/auth-schemas";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest("/api/profile/forgot-password", {
        method: "POST",
        body: values,
        fallbackMessage: "Failed to send the link",
      });
      setSent(result.message ?? "Check your mailbox");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to send the link"));
    }
  });

  if (sent)
    return (
      <p role="status" className="text-slate-700">
        {sent}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Sending..." className="w-full">
        Send me a link
      </SubmitButton>
    </form>
  );
}
