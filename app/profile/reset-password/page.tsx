import type { Metadata } from "next";
import { Suspense } from "react";
import { ChoosePasswordForm } from "@/components/staff/choose-password-form";
import { PasswordPageFrame } from "@/components/staff/password-page-frame";

export const metadata: Metadata = { title: "Choose a new password" };

export default function ResetPasswordPage() {
  return (
    <PasswordPageFrame title="Choose a new password">
      <Suspense>
        <ChoosePasswordForm kind="reset" />
      </Suspense>
    </PasswordPageFrame>
  );
}
