// GET /.well-known/did.json – the site's did:web document: the public key that signs certificates
import { didDocument } from "@/lib/credentials";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(didDocument(), {
    headers: { "Content-Type": "application/did+json", "Cache-Control": "public, max-age=300" },
  });
}
