import { strToU8, zipSync } from "fflate";
import { route } from "@/lib/api/route";
import { cpdPdf } from "@/lib/cpd/pdf";
import { getCpdHolder, getCpdRecord } from "@/lib/cpd/cpd";
import { credentialUrlsByEvent, memberCredentialFiles, siteDid } from "@/lib/credentials";
import { getEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

function readme(siteUrl: string, did: string, count: number): string {
  return `CPD audit pack

This pack holds:
- cpd-record.pdf: the member's CPD record (totals per body and cycle, every activity). Entries marked
  "Verified by HR Pulse" were confirmed by the event's attendance code or check-in at the door; each
  such entry gives the web address where its certificate can be checked.
- certificates/*.json: ${count} attendance certificate(s), each an Open Badges 3.0
  OpenBadgeCredential (a W3C Verifiable Credential). The "proof.jwt" field is the signed credential
  (VC-JWT, EdDSA / Ed25519); the rest of the file is what it says, in plain JSON.

How to check a certificate:
1. Open the address in its "id" field (${siteUrl}/credentials/...): the page verifies it live and
   says whether it is valid, revoked or withdrawn.
2. Or post the file to ${siteUrl}/api/credentials/verify.
3. Or use any Verifiable Credentials tool: the issuer is ${did}, whose public key is published at
   ${siteUrl}/.well-known/did.json; revocation is a Bitstring Status List at the address in
   "credentialStatus.statusListCredential".
`;
}

// GET /api/members/me/cpd/audit-pack.zip – the CPD PDF, every certificate's JSON and a README for an auditor
export const GET = route({ auth: "member" }, async ({ member }) => {
  const madeAt = new Date();
  const [holder, record, certificates, files] = await Promise.all([
    getCpdHolder(member.id),
    getCpdRecord(member.id, madeAt),
    credentialUrlsByEvent(member.id),
    memberCredentialFiles(member.id),
  ]);
  const pdf = await cpdPdf({ holder, ...record, madeAt, certificates });
  const siteUrl = getEnv().NEXT_PUBLIC_SITE_URL.replace(/\/$/, "");
  const zip = zipSync({
    "README.txt": strToU8(readme(siteUrl, siteDid(), files.length)),
    "cpd-record.pdf": new Uint8Array(pdf),
    ...Object.fromEntries(
      files.map((file) => [
        `certificates/${file.id}.json`,
        strToU8(`${JSON.stringify(file.json, null, 2)}\n`),
      ]),
    ),
  });
  return new Response(new Uint8Array(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="cpd-audit-pack.zip"',
      "Cache-Control": "private, no-store",
    },
  });
});
