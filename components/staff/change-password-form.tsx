"use client";
// My account: change the password. The server ends the user's other sessions and hands this one a
// fresh token.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { PageSection } from "@/components/ui/page-section";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { storeSession } from "@/lib/auth/client-session";
import type { Role } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { changePasswordFormSchema, type LoginResponse } from "@/lib/staff/auth-schemas";

type FormInput = z.input<typeof changePasswordFormSchema>;
type FormOutput = z.output<typeof changePasswordFormSchema>;
const EMPTY: FormInput = { currentPassword: "", newPassword: "", confirm: "" };

export function ChangePasswordForm() {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest<LoginResponse>("/api/profile/change-password", {
        method: "POST",
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        fallbackMessage: "Failed to change the password",
      });
      storeSession(result.role as Role, result.expiresIn);
      toast.success(result.message);
      form.reset(EMPTY);
    } catch (error) {
      toast.error(errorMessage(error, "Failed to change the password"));
    }
  });

  return (
    <PageSection id="account" title="My account">
      <form
        onSubmit={onSubmit}
        noValidate
        className="max-w-md space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <NewPasswordFields
          form={form}
          name="newPassword"
          hint="At least 8 characters. Your other signed-in sessions will end."
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Change password
        </SubmitButton>
      </form>
    </PageSection>
  );
}
