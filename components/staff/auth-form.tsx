"use client";
// The /profile sign-in form, which toggles to sign-up and back.
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { storeSession } from "@/lib/auth/client-session";
import type { Role } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { loginSchema, registerSchema, type LoginResponse } from "@/lib/staff/auth-schemas";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/button";

type Mode = "login" | "signup";

export function AuthForm({ siteName }: { siteName: string }) {
  const [mode, setMode] = useState<Mode>("login");
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow-md">
        <p className="text-brand text-center text-sm font-semibold">{siteName}</p>
        <h1 className="mt-1 mb-6 text-center text-2xl font-bold text-slate-900">
          {mode === "login" ? "Admin Login" : "Create an account"}
        </h1>
        {mode === "login" ? <LoginForm /> : <SignupForm />}
        {mode === "login" && (
          <p className="mt-4 text-center text-sm">
            <Link href="/profile/forgot-password" className="text-brand font-medium underline">
              Forgot your password?
            </Link>
          </p>
        )}
        <p className="mt-4 text-center text-sm text-slate-600">
          {mode === "login" ? "No account yet? " : "Already have an account? "}
          <button
            type="button"
            className="text-brand font-medium underline"
            onClick={() => setMode(mode === "login" ? "signup" : "login")}
          >
            {mode === "login" ? "Sign up" : "Login"}
          </button>
        </p>
      </div>
    </main>
  );
}

async function signIn(path: string, body: unknown, fallbackMessage: string) {
  const data = await apiRequest<LoginResponse>(path, { method: "POST", body, fallbackMessage });
  storeSession(data.role as Role, data.expiresIn);
  toast.success(data.message);
}

function LoginForm() {
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn("/api/profile/login", values, "Login failed");
    } catch (error) {
      toast.error(errorMessage(error, "Login failed"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CredentialFields
        idPrefix="login"
        passwordAutoComplete="current-password"
        email={form.register("email")}
        password={form.register("password")}
        errors={errors}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Signing in..." className="w-full">
        Login
      </SubmitButton>
    </form>
  );
}

function SignupForm() {
  const form = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn("/api/profile/register", values, "Sign up failed");
    } catch (error) {
      toast.error(errorMessage(error, "Sign up failed"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id="signup-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <CredentialFields
        idPrefix="signup"
        passwordAutoComplete="new-password"
        email={form.register("email")}
        password={form.register("password")}
        errors={errors}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Creating account..." className="w-full">
        Sign Up
      </SubmitButton>
    </form>
  );
}

type CredentialFieldsProps = {
  idPrefix: string;
  passwordAutoComplete: "current-password" | "new-password";
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  errors: { email?: { message?: string }; password?: { message?: string } };
};

/** E-mail and password, shared by the sign-in and sign-up forms. */
function CredentialFields({
  idPrefix,
  passwordAutoComplete,
  email,
  password,
  errors,
}: CredentialFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...email}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        error={errors.password?.message}
        {...password}
      />
    </>
  );
}
