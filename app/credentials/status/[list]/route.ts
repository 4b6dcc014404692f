// GET /credentials/status/1 – the revocation list of certificates: a Bitstring Status List credential
// (VC-JWT) with a bit set for each revoked or withdrawn certificate
import { statusListCredential } from "@/lib/credentials";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ list: string }> };

export async function GET(_request: Request, { params }: Context) {
  if ((await params).list !== "1")
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(await statusListCredential(), {
    headers: { "Content-Type": "application/vc+jwt", "Cache-Control": "public, max-age=60" },
  });
}
