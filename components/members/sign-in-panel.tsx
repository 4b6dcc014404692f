"use client";
// /account/sign-in: the address, then the 6-digit code from the mail (works in any browser). A mail
// link (?token=…) shows only a "Sign in" button: opening the page changes nothing.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, SubmitButton, buttonClass } from "@/components/ui/button";
import { DocumentLink } from "@/components/ui/document-link";
import { TextField } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";

const ERRORS: Record<string, string> = {
  linkedin: "Signing in with LinkedIn did not work. Please try again, or use your e-mail address.",
  "linkedin-cancelled": "LinkedIn sign-in was cancelled.",
  "linkedin-email":
    "LinkedIn did not confirm an e-mail address for your account. Please sign in with your e-mail address.",
  blocked: "This account has been blocked. Contact us if you think this is a mistake.",
};

type Props = { token?: string; error?: string; linkedIn: boolean };

const LINKEDIN_START = "/api/members/oauth/linkedin";
const ACCOUNT_PATH = "/account";

/** A whole page load: the top bar reads the new session cookie from the start. */
const goToAccount = () => window.location.assign(new URL(ACCOUNT_PATH, window.location.href));

function TokenSignIn({ token, onRestart }: { token: string; onRestart: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await apiRequest("/api/members/verify", { method: "POST", body: { token } });
      goToAccount();
    } catch (error) {
      setFailure(errorMessage(error, "Signing in did not work, please try again"));
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-slate-700">Press the button to sign in on this device.</p>
      <Button size="lg" pill onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
        {busy ? "Signing in..." : "Sign in"}
      </Button>
      {failure ? (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          <p>{failure}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRestart}>
            Ask for a new sign-in code
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { register, handleSubmit, formState } = useForm<{ email: string }, unknown, { email: string }>({
    resolver: lazyZodResolver(async () => (await import("@/lib/members/member-schemas")).memberSignInSchema),
    defaultValues: { email: "" },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      const result = await apiRequest("/api/members/sign-in", { method: "POST", body: { email } });
      toast.success(result.message ?? "Check your inbox for your sign-in code.");
      onSent(email);
    } catch (error) {
      toast.error(errorMessage(error, "Could not send the code, please try again"));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="member-email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Sending...">
        Send me a sign-in code
      </SubmitButton>
    </form>
  );
}

function CodeStep({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<
    { email: string; code: string },
    unknown,
    { email: string; code: string }
  >({
    resolver: lazyZodResolver(
      async () => (await import("@/lib/members/member-schemas")).memberCodeFormSchema,
    ),
    defaultValues: { email, code: "" },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await apiRequest("/api/members/verify", { method: "POST", body: values });
      goToAccount();
    } catch (error) {
      setError("code", { message: errorMessage(error, "Signing in did not work, please try again") });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">
        We sent a 6-digit code to <strong>{email}</strong>. It works for 15 minutes.
      </p>
      <input type="hidden" {...register("email")} />
      <TextField
        id="member-code"
        label="Sign-in code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={formState.isSubmitting} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
        <Button variant="secondary" onClick={onRestart}>
          Use another address or ask for a new code
        </Button>
      </div>
    </form>
  );
}

export function SignInPanel({ token, error, linkedIn }: Props) {
  const [step, setStep] = useState<{ kind: "token" } | { kind: "email" } | { kind: "code"; email: string }>(
    token ? { kind: "token" } : { kind: "email" },
  );
  const restart = () => setStep({ kind: "email" });
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md space-y-6 px-4 py-16">
      <h1 id="sign-in-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Sign in
      </h1>
      {error && ERRORS[error] ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          {ERRORS[error]}
        </p>
      ) : null}
      {step.kind === "token" && token ? <TokenSignIn token={token} onRestart={restart} /> : null}
      {step.kind === "email" ? <EmailStep onSent={(email) => setStep({ kind: "code", email })} /> : null}
      {step.kind === "code" ? <CodeStep email={step.email} onRestart={restart} /> : null}
      {linkedIn && step.kind !== "token" ? (
        <div className="border-t border-slate-200 pt-6">
          {/* A whole page load: the API answers with a redirect to LinkedIn. */}
          <DocumentLink
            href={LINKEDIN_START}
            className={buttonClass({ variant: "secondary", className: "w-full" })}
          >
            Sign in with LinkedIn
          </DocumentLink>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        No password needed: the first sign-in creates your member account. Staff sign in at the back-office.
      </p>
    </section>
  );
}
