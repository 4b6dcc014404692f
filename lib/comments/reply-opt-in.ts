// A guest's "E-mail me when someone replies": confirmed once per address by the shared double
// opt-in (lib/mail/double-opt-in.ts), then each comment that asked for it is mailed about replies.
import "server-only";
import { confirmToken, findOrCreateOptIn, queueConfirmation } from "@/lib/mail/double-opt-in";
import { connectDb } from "@/lib/db";
import { ReplyOptIn, type ReplyOptInDoc } from "@/models/ReplyOptIn";

export const REPLY_CONFIRM_INVALID =
  "This confirmation link is not valid (it was already used or replaced by a newer one). Comment again with the box ticked to get a new link.";
export const REPLY_CONFIRM_EXPIRED =
  "This confirmation link has expired. Comment again with the box ticked to get a new link.";

/** A guest asked for reply mail: a confirmation mail unless the address already confirmed (mail id or null). */
export async function requestReplyOptIn(email: string, now = new Date()): Promise<string | null> {
  await connectDb();
  await ReplyOptIn.init();
  const row = await findOrCreateOptIn<ReplyOptInDoc & { _id: unknown }>(ReplyOptIn, { email }, { email });
  if (row.state === "active") return null;
  return queueConfirmation({
    model: ReplyOptIn,
    row,
    to: email,
    template: "replyOptInConfirmation",
    data: (confirmUrl) => ({ confirmUrl }),
    confirmPath: "/comments/confirm",
    logPrefix: "reply-opt-in-confirm",
    now,
  });
}

export async function confirmReplyOptIn(token: string, now = new Date()): Promise<void> {
  await connectDb();
  await confirmToken({
    model: ReplyOptIn,
    token,
    invalidMessage: REPLY_CONFIRM_INVALID,
    expiredMessage: REPLY_CONFIRM_EXPIRED,
    now,
  });
}

export async function hasConfirmedReplyOptIn(email: string): Promise<boolean> {
  await connectDb();
  return Boolean(await ReplyOptIn.exists({ email: email.toLowerCase(), state: "active" }));
}
