// The frame of the password pages that work without a session (set, reset, forgot): the sign-in
// screen's card, with a way back to it.
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

export function PasswordPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow-md">
        <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {children}
        <p className="mt-4 text-center text-sm">
          <Link href="/profile" className="text-brand font-medium underline">
            Back to sign-in
          </Link>
        </p>
      </div>
    </main>
  );
}
