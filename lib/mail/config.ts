// Mail settings from the validated environment, and the one SMTP transport.
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";
import type { MailSite } from "./layout";
import { reservePaceSlot, sharedStoreMode } from "@/lib/cache/changes";
import { createPacer, createSharedPacer, type Pacer } from "./pace";

export function mailSite(): MailSite {
  const env = getEnv();
  return {
    name: env.NEXT_PUBLIC_SITE_NAME,
    url: env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ""),
    postalAddress: env.MAIL_POSTAL_ADDRESS,
  };
}

export function mailFrom(): string {
  const env = getEnv();
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = new URL(env.NEXT_PUBLIC_SITE_URL).hostname;
  return `${env.NEXT_PUBLIC_SITE_NAME} <no-reply@${host === "127.0.0.1" ? "localhost" : host}>`;
}

export function mailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

const globalForMail = globalThis as typeof globalThis & { mailTransport?: Transporter; mailPacer?: Pacer };

/** null without SMTP_URL: mails are then recorded as `not sent`. */
export function mailTransport(): Transporter | null {
  const url = getEnv().SMTP_URL;
  if (!url) return null;
  globalForMail.mailTransport ??= nodemailer.createTransport(url, {});
  return globalForMail.mailTransport;
}

/** MAIL_RATE_PER_SECOND for the whole site: shared by every server through Redis when REDIS_URL is set. */
export function mailPacer(): Pacer {
  const rate = getEnv().MAIL_RATE_PER_SECOND;
  globalForMail.mailPacer ??=
    sharedStoreMode() === "redis"
      ? createSharedPacer(rate, (interval) => reservePaceSlot("mail", interval))
      : createPacer(rate);
  return globalForMail.mailPacer;
}
