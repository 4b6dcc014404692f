import type { Metadata } from "next";
import { Suspense } from "react";
import { ChoosePasswordForm } from "@/components/staff/choose-password-form";
import { PasswordPageFrame } from "@/components/staff/password-page-frame";

export const metadata: Metadata = { title: "Choose your password" };

export default function SetPasswordPage() {
  return (
    <PasswordPageFrame title="Choose your password">
      <Suspense>
        <ChoosePasswordForm kind="set" />
      </Suspense>
    </PasswordPageFrame>
  );
}
