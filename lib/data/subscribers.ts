// Newsletter subscriptions: one row per e-mail, subscribing again is not an error.
import "server-only";
import { isDuplicateKeyError } from "@/lib/errors";
import { connectDb } from "@/lib/db";
import { Subscriber } from "@/models/Subscriber";

let indexesReady: Promise<unknown> | undefined;

/** The unique e-mail index must exist before the first insert, or a race could store duplicates. */
function ensureIndexes(): Promise<unknown> {
  indexesReady ??= Subscriber.init().catch((error) => {
    indexesReady = undefined;
    throw error;
  });
  return indexesReady;
}

/** Adds the (already lower-cased, trimmed) e-mail; `created` is false when it was already there. */
export async function subscribe(email: string): Promise<{ created: boolean }> {
  await connectDb();
  await ensureIndexes();
  if (await Subscriber.exists({ email })) return { created: false };
  try {
    await Subscriber.create({ email });
    return { created: true };
  } catch (error) {
    // Two requests for the same address at once: the unique index keeps one row.
    if (isDuplicateKeyError(error)) return { created: false };
    throw error;
  }
}
