import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/staff/change-password-form";

export const metadata: Metadata = { title: "My account" };

export default function AccountPage() {
  return <ChangePasswordForm />;
}
