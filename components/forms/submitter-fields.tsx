"use client";
// What a visitor adds to a public submission (a comment, an event, a job): an optional e-mail for
// word back from the moderators, never shown, and the spam trap.
import type { InputHTMLAttributes } from "react";
import { TextField } from "@/components/ui/field";
import { HoneypotField, type Honeypot } from "@/components/forms/honeypot-field";

type SubmitterFieldsProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label?: string;
  hint: string;
  error?: string;
  honeypot: Honeypot;
};

/** The e-mail input takes register() or value/onChange like any TextField. */
export function SubmitterFields({
  label = "Your email (optional)",
  honeypot,
  ...email
}: SubmitterFieldsProps) {
  return (
    <>
      <TextField label={label} type="email" autoComplete="email" maxLength={254} {...email} />
      <HoneypotField honeypot={honeypot} />
    </>
  );
}
