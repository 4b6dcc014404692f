"use client";
// Set password (invitation) and reset password: the link's token and a new password typed twice,
// posted to /api/profile/set-password or /api/profile/reset-password; then to the sign-in form.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { SubmitButton } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { choosePasswordFormSchema } from "@/lib/staff/auth-schemas";

type FormInput = z.input<typeof choosePasswordFormSchema>;
type FormOutput = z.output<typeof choosePasswordFormSchema>;

export function ChoosePasswordForm({ kind }: { kind: "set" | "reset" }) {
  const router = useRouter();
  const token = useSearchParams().get("token") ?? "";
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(choosePasswordFormSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const { isSubmitting } = form.formState;
  const fallback = kind === "set" ? "Failed to set the password" : "Failed to reset the password";

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest(`/api/profile/${kind}-password`, {
        method: "POST",
        body: { token, password: values.password },
        fallbackMessage: fallback,
      });
      toast.success(result.message ?? "Password saved");
      router.push("/profile");
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    }
  });

  if (!token) {
    return (
      <p role="alert" className="text-slate-700">
        This page needs the link from your e-mail. Ask for a new one if it has expired.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields form={form} name="password" />
      <SubmitButton busy={isSubmitting} busyLabel="Saving..." className="w-full">
        {kind === "set" ? "Set password" : "Reset password"}
      </SubmitButton>
    </form>
  );
}
