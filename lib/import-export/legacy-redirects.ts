// The old addresses of imported posts (issue 35) and where they moved: read by proxy.ts for paths
// shaped like a WordPress permalink (`/2023/05/slug/`, `/?p=123`) or a Ghost post (`/slug/`).
import "server-only";
import { connectDb } from "@/lib/db";
import { LegacyRedirect } from "@/models/LegacyRedirect";

export async function findLegacyRedirect(key: string): Promise<string | null> {
  await connectDb();
  const found = await LegacyRedirect.findById(key).lean();
  return found?.to ?? null;
}
