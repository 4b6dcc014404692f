"use client";
// Set password (invitation) and reset password: the link's token and a new password typed twice,
// posted to /api/profile/set-password or /api/profile/reset-password; then to the sign-in form.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { choosePasswordFormSchema } from "@/lib/validations/auth";

type FormInput = z.input<typeof choosePasswordFormSchema>;
type FormOutput = z.output<typeof choosePasswordFormSchema>;

export function ChoosePasswordForm({ kind }: { kind: "set" | "reset" }) {
  const router = useRouter();
  const token = useSearchParams().get("token") ?? "";
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(choosePasswordFormSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
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
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        id="confirm-password"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register("confirm")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Saving..." : kind === "set" ? "Set password" : "Reset password"}
      </Button>
    </form>
  );
}
