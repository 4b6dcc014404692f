import type { Metadata } from "next";
import { SignInPanel } from "@/components/members/sign-in-panel";
import { linkedInConfigured } from "@/lib/auth/linkedin";

export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<{ token?: string | string[]; error?: string | string[] }> };

const first = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

// Opening a mail's link (?token=…) only shows a button; the button's POST signs in.
export default async function MemberSignInPage({ searchParams }: PageProps) {
  const { token, error } = await searchParams;
  return (
    <SignInPanel
      token={first(token)?.trim() || undefined}
      error={first(error)}
      linkedIn={linkedInConfigured()}
    />
  );
}
