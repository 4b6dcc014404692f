"use client";
// The newsletter e-mail field: a plain required text input, the server checks the address.
import { useState, type FormEvent } from "react";
import { HoneypotField, useHoneypot } from "@/components/forms/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { SubmitButton } from "@/components/ui/button";
import { PILL_INPUT_CLASS } from "@/components/ui/field";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const honeypot = useHoneypot();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await apiRequest("/api/blog/subscribe", {
        method: "POST",
        body: { email, ...honeypot.body },
      });
      toast.success(result.message ?? "Subscribed");
      setEmail("");
    } catch (error) {
      toast.error(errorMessage(error, "Something went wrong"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="mx-auto mt-6 flex w-full max-w-xl flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="text"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="Enter your email id"
        className={PILL_INPUT_CLASS}
      />
      <HoneypotField honeypot={honeypot} />
      <SubmitButton busy={busy} pill size="lg">
        Subscribe
      </SubmitButton>
    </form>
  );
}
