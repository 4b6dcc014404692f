"use client";
// The newsletter e-mail field: a plain required text input, the server checks the address.
import { useState, type FormEvent } from "react";
import { HONEYPOT_FIELD, HoneypotField } from "@/components/ui/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [trap, setTrap] = useState("");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await apiRequest("/api/blog/subscribe", { method: "POST", body: { email, ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) } });
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
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand"
      />
      <HoneypotField value={trap} onChange={setTrap} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="rounded-full bg-brand px-6 py-3 font-semibold text-white transition hover:bg-brand-dark disabled:opacity-70"
      >
        Subscribe
      </button>
    </form>
  );
}
