// The pages a mail links to with a token (confirm a subscription, unsubscribe, …), configured in
// one table: each app/ page names its entry. Opening a page changes nothing (mail scanners only
// open links); its button confirms in the request body, or unsubscribes one-click (RFC 8058) with
// the token in the query.
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { TokenActionPage } from "@/components/tokens/token-action-page";

type TokenPageConfig = {
  /** The browser tab's title. */
  tabTitle: string;
  title: string;
  /** What pressing the button does. */
  intro: ReactNode;
  /** Shown instead of the button when the link has no token. */
  incomplete: ReactNode;
  endpoint: string;
  /** "confirm" POSTs `{ token }`; "unsubscribe" POSTs to `endpoint?token=…`. */
  kind: "confirm" | "unsubscribe";
  label: string;
  retry?: { href: string; label: string };
};

function incompleteWithRetry(href: string, again: string): ReactNode {
  return (
    <>
      This link is incomplete.{" "}
      <Link href={href} className="text-brand font-semibold underline">
        {again}
      </Link>{" "}
      to get a new one.
    </>
  );
}

const TOKEN_PAGES = {
  newsletterConfirm: {
    tabTitle: "Confirm your subscription",
    title: "Confirm your subscription",
    intro: "Press the button to start receiving our newsletter and the digest of new posts.",
    incomplete: incompleteWithRetry("/#newsletter", "Subscribe again"),
    endpoint: "/api/newsletter/confirm",
    kind: "confirm",
    label: "Confirm subscription",
    retry: { href: "/#newsletter", label: "Ask for a new confirmation link" },
  },
  newsletterUnsubscribe: {
    tabTitle: "Unsubscribe",
    title: "Unsubscribe from the newsletter",
    intro: "Press the button and you will get no more newsletters or digests from us.",
    incomplete: "This link is incomplete: use the unsubscribe link at the bottom of one of our mails.",
    endpoint: "/api/newsletter/unsubscribe",
    kind: "unsubscribe",
    label: "Unsubscribe",
  },
  jobAlertConfirm: {
    tabTitle: "Confirm your job alert",
    title: "Confirm your job alert",
    intro: "Press the button to start receiving new matching jobs by e-mail.",
    incomplete: incompleteWithRetry("/jobs#job-alert-heading", "Set up the alert again"),
    endpoint: "/api/job/alerts/confirm",
    kind: "confirm",
    label: "Confirm",
    retry: { href: "/jobs#job-alert-heading", label: "Ask for a new confirmation link" },
  },
  jobAlertUnsubscribe: {
    tabTitle: "Stop a job alert",
    title: "Stop this job alert",
    intro: "Press the button and this alert will send you no more mails.",
    incomplete: "This link is incomplete: use the unsubscribe link at the bottom of one of the alert mails.",
    endpoint: "/api/job/alerts/unsubscribe",
    kind: "unsubscribe",
    label: "Unsubscribe",
  },
  applicationConfirm: {
    tabTitle: "Confirm your application",
    title: "Confirm your application",
    intro: "Press the button to confirm your address: your application then reaches the employer.",
    incomplete: incompleteWithRetry("/jobs", "Apply again"),
    endpoint: "/api/applications/confirm",
    kind: "confirm",
    label: "Confirm and send my application",
  },
  eventRegistrationConfirm: {
    tabTitle: "Confirm your registration",
    title: "Confirm your registration",
    intro: "Press the button to confirm your address: your registration for the event is then made.",
    incomplete: incompleteWithRetry("/events", "Register again"),
    endpoint: "/api/events/registrations/confirm",
    kind: "confirm",
    label: "Confirm my registration",
  },
  replyConfirm: {
    tabTitle: "Confirm reply notifications",
    title: "Confirm reply notifications",
    intro: "Press the button and we will e-mail you when someone replies to your comments.",
    incomplete: "This link is incomplete: comment again with the box ticked to get a new one.",
    endpoint: "/api/comments/confirm",
    kind: "confirm",
    label: "Confirm reply notifications",
  },
  replyUnsubscribe: {
    tabTitle: "Stop reply mail",
    title: "Stop mail about this conversation",
    intro: "Press the button and you will get no more mail about replies in this conversation.",
    incomplete: "This link is incomplete: use the unsubscribe link at the bottom of the reply mail.",
    endpoint: "/api/comments/unsubscribe",
    kind: "unsubscribe",
    label: "Unsubscribe",
  },
  eventUnsubscribe: {
    tabTitle: "Stop event mail",
    title: "Stop mail about this event",
    intro: `Press the button and you will no longer be marked "I'm going", and get no more mail about this event.`,
    incomplete: "This link is incomplete: use the unsubscribe link at the bottom of the event mail.",
    endpoint: "/api/events/unsubscribe",
    kind: "unsubscribe",
    label: "Unsubscribe",
  },
} satisfies Record<string, TokenPageConfig>;

export type TokenPageName = keyof typeof TOKEN_PAGES;

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

/** The page's metadata: its tab title, never indexed. */
export function tokenPageMetadata(name: TokenPageName): Metadata {
  return { title: TOKEN_PAGES[name].tabTitle, robots: { index: false, follow: false } };
}

/** The page itself, for an app/ page to export as its default. */
export function tokenPage(name: TokenPageName) {
  const config: TokenPageConfig = TOKEN_PAGES[name];
  return async function TokenPage({ searchParams }: PageProps) {
    const { token } = await searchParams;
    return (
      <TokenActionPage
        id={`${config.kind}-heading`}
        title={config.title}
        token={token}
        intro={config.intro}
        incomplete={config.incomplete}
        action={(value) =>
          config.kind === "confirm"
            ? { endpoint: config.endpoint, body: { token: value }, label: config.label, retry: config.retry }
            : { endpoint: `${config.endpoint}?token=${encodeURIComponent(value)}`, label: config.label }
        }
      />
    );
  };
}
