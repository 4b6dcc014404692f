// Newsletter subscribers: double opt-in, one-click unsubscribe, and the back-office list.
import "server-only";
import { notFound } from "@/lib/errors";
import { connectDb } from "@/lib/db";
import { countMatching, findPage, type Pagination } from "@/lib/db-paginate";
import { confirmToken, findOrCreateOptIn, queueConfirmation } from "@/lib/mail/double-opt-in";
import { verifyToken } from "@/lib/auth/signed-tokens";
import { Subscriber, SUBSCRIBER_STATES, type SubscriberDoc, type SubscriberState } from "@/models/Subscriber";
import { SUBSCRIBERS_PAGE_SIZE } from "@/lib/constants";
import { literalSearchPattern } from "@/lib/posts/blog-text";

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CONFIRM_MAIL_INTERVAL_MS = 60 * 60 * 1000;

export const CONFIRM_INVALID_MESSAGE =
  "This confirmation link is not valid (it was already used or replaced by a newer one). Subscribe again to get a new link.";
export const CONFIRM_EXPIRED_MESSAGE =
  "This confirmation link has expired. Subscribe again to get a new link.";
export const UNSUBSCRIBE_INVALID_MESSAGE = "This unsubscribe link is not valid.";

let ready: Promise<unknown> | undefined;

/**
 * Before the first write: the unique e-mail index must exist (or a race could store duplicates),
 * and rows from before double opt-in (no state) become `pending`: they never confirmed.
 */
function ensureReady(): Promise<unknown> {
  ready ??= Subscriber.init()
    .then(() => Subscriber.updateMany({ state: { $exists: false } }, { $set: { state: "pending" } }))
    .catch((error) => {
      ready = undefined;
      throw error;
    });
  return ready;
}

const findOrCreate = (email: string) =>
  findOrCreateOptIn<SubscriberDoc & { _id: unknown }>(Subscriber, { email }, { email, state: "pending" });

/**
 * A subscription request. New or unsubscribed addresses become `pending` and get a confirmation
 * mail, at most one an hour; active and bounced addresses get nothing. Returns the id of the mail
 * to deliver, if any (the caller sends it after answering, so the answer's timing tells nothing).
 */
export async function requestSubscription(email: string, now = new Date()): Promise<string | null> {
  await connectDb();
  await ensureReady();
  const subscriber = await findOrCreate(email);
  const id = String(subscriber._id);
  if (subscriber.state === "active" || subscriber.state === "bounced") return null;
  // An address that unsubscribed since its last confirmation mail proved it holds the mailbox: it
  // gets a fresh mail at once (the route still counts requests per address).
  const resubscribing =
    subscriber.state === "unsubscribed" &&
    !!subscriber.unsubscribedAt &&
    (!subscriber.confirmSentAt || subscriber.unsubscribedAt.getTime() >= subscriber.confirmSentAt.getTime());
  if (subscriber.state === "unsubscribed") {
    await Subscriber.updateOne({ _id: id, state: "unsubscribed" }, { $set: { state: "pending" } });
  }
  return queueConfirmation({
    model: Subscriber,
    row: subscriber,
    to: email,
    template: "confirmation",
    data: (confirmUrl) => ({ confirmUrl }),
    confirmPath: "/newsletter/confirm",
    logPrefix: "confirm",
    skipInterval: resubscribing,
    now,
  });
}

/** The confirmation button: the pending subscriber the token names becomes `active`. */
export async function confirmSubscription(token: string, now = new Date()): Promise<void> {
  await connectDb();
  await ensureReady();
  await confirmToken({
    model: Subscriber,
    token,
    invalidMessage: CONFIRM_INVALID_MESSAGE,
    expiredMessage: CONFIRM_EXPIRED_MESSAGE,
    activate: () => ({ unsubscribedAt: null }),
    now,
  });
}

/** Whether the address receives the newsletter (a member's preferences). */
export async function isSubscribedAddress(email: string): Promise<boolean> {
  await connectDb();
  const row = await Subscriber.findOne({ email }).select("state").lean();
  return row?.state === "active";
}

/**
 * A member turns the newsletter on or off for their own address. On needs no confirmation mail:
 * signing in verified the address.
 */
export async function setAddressSubscribed(email: string, on: boolean, now = new Date()): Promise<void> {
  await connectDb();
  await ensureReady();
  if (on) {
    const subscriber = await findOrCreate(email);
    if (subscriber.state === "active") return;
    await Subscriber.updateOne(
      { _id: subscriber._id },
      {
        $set: {
          state: "active",
          confirmedAt: now,
          unsubscribedAt: null,
          bouncedAt: null,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        },
      },
    );
    return;
  }
  await Subscriber.updateOne(
    { email, state: { $in: ["active", "pending"] } },
    { $set: { state: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null } },
  );
}

/** One-click unsubscribe: at once, no sign-in; unsubscribing twice is fine; bounced stays bounced. */
export async function unsubscribeByToken(token: string, now = new Date()): Promise<void> {
  await connectDb();
  await ensureReady();
  const id = verifyToken("newsletterUnsubscribe", token);
  if (!id) throw notFound(UNSUBSCRIBE_INVALID_MESSAGE);
  const subscriber = await Subscriber.findById(id).lean();
  if (!subscriber) throw notFound(UNSUBSCRIBE_INVALID_MESSAGE);
  if (subscriber.state === "unsubscribed" || subscriber.state === "bounced") return;
  await Subscriber.updateOne(
    { _id: id },
    { $set: { state: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null } },
  );
}

/** Ids and addresses of everyone a list mail goes to, oldest first (a stable order for resumed runs). */
export async function listActiveRecipients(): Promise<Array<{ id: string; email: string }>> {
  await connectDb();
  await ensureReady();
  const rows = await Subscriber.find({ state: "active" }).select("email").sort({ _id: 1 }).lean();
  return rows.map((row) => ({ id: String(row._id), email: row.email }));
}

export async function isActiveSubscriber(id: string): Promise<boolean> {
  const row = await Subscriber.findById(id).select("state").lean();
  return row?.state === "active";
}

// ---- back-office --------------------------------------------------------------------------

export type SubscriberRow = {
  _id: string;
  email: string;
  state: SubscriberState;
  createdAt: string;
  confirmedAt: string | null;
};

export type SubscriberCounts = Record<SubscriberState, number>;

type ListOptions = { search?: string; state?: SubscriberState; page: number };

function listFilter({ search, state }: Omit<ListOptions, "page">) {
  const filter: Record<string, unknown> = {};
  if (state) filter.state = state;
  if (search) filter.email = { $regex: literalSearchPattern(search) };
  return filter;
}

type LeanSubscriber = {
  _id: unknown;
  email: string;
  state?: SubscriberState;
  createdAt: Date;
  confirmedAt?: Date | null;
};

function toRow(row: LeanSubscriber): SubscriberRow {
  return {
    _id: String(row._id),
    email: row.email,
    state: row.state ?? "pending",
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}

export async function listSubscribers(
  options: ListOptions,
): Promise<{ subscribers: SubscriberRow[]; pagination: Pagination }> {
  await connectDb();
  await ensureReady();
  const { docs, pagination } = await findPage<SubscriberDoc, LeanSubscriber>(
    Subscriber,
    listFilter(options),
    {
      page: options.page,
      pageSize: SUBSCRIBERS_PAGE_SIZE,
      select: "email state createdAt confirmedAt",
    },
  );
  return { subscribers: docs.map(toRow), pagination };
}

export async function countSubscribersByState(): Promise<SubscriberCounts> {
  await connectDb();
  await ensureReady();
  const counts = await Promise.all(SUBSCRIBER_STATES.map((state) => countMatching(Subscriber, { state })));
  return Object.fromEntries(
    SUBSCRIBER_STATES.map((state, index) => [state, counts[index] ?? 0]),
  ) as SubscriberCounts;
}

export async function removeSubscriber(id: string): Promise<string> {
  await connectDb();
  const row = await Subscriber.findByIdAndDelete(id).lean();
  if (!row) throw notFound("Subscriber not found");
  return row.email;
}

/** A bounced address is never mailed again, not even a confirmation when it subscribes again. */
export async function markSubscriberBounced(id: string, now = new Date()): Promise<string> {
  await connectDb();
  const row = await Subscriber.findById(id).select("email").lean();
  if (!row) throw notFound("Subscriber not found");
  await Subscriber.updateOne(
    { _id: id },
    { $set: { state: "bounced", bouncedAt: now, confirmTokenHash: null, confirmExpiresAt: null } },
  );
  return row.email;
}

/** Every subscriber, oldest first, for the CSV export. */
export async function allSubscribers(): Promise<SubscriberRow[]> {
  await connectDb();
  await ensureReady();
  const rows = await Subscriber.find({})
    .select("email state createdAt confirmedAt")
    .sort({ _id: 1 })
    .lean<LeanSubscriber[]>();
  return rows.map(toRow);
}
