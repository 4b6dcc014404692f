import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/staff/forgot-password-form";
import { PasswordPageFrame } from "@/components/staff/password-page-frame";

export const metadata: Metadata = { title: "Forgot your password?" };

export default function ForgotPasswordPage() {
  return (
    <PasswordPageFrame title="Forgot your password?">
      <ForgotPasswordForm />
    </PasswordPageFrame>
  );
}
