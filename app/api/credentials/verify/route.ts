import { okData } from "@/lib/api/responses";
import { readJson, route } from "@/lib/api/route";
import { verifyCredential } from "@/lib/credentials";

// POST /api/credentials/verify – any credential JSON (or { credential }, or the VC-JWT as a string):
// { verified, checks, errors } – issuer, signature, unchanged content, not revoked or withdrawn
export const POST = route({ rateLimit: "publicRead" }, async ({ req }) => {
  const body = await readJson(req);
  const input =
    body && typeof body === "object" && "credential" in body
      ? (body as { credential: unknown }).credential
      : body;
  const { verified, checks, errors } = await verifyCredential(input);
  return okData({ verified, checks, errors }, { headers: { "Cache-Control": "no-store" } });
});
