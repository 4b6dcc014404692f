// The GA measurement id from the configuration, when it looks valid (it ends up in an inline script).
import { getPublicEnv } from "@/lib/env";

const MEASUREMENT_ID = /^[A-Z0-9-]{4,40}$/i;

export function analyticsId(): string | undefined {
  const id = getPublicEnv().NEXT_PUBLIC_GA_ID;
  return id && MEASUREMENT_ID.test(id) ? id : undefined;
}
