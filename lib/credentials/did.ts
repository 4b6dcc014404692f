// The site's identity as a certificate issuer (issue 44): a did:web derived from the site's URL, its
// DID document (the public half of CREDENTIAL_SIGNING_KEY as a JsonWebKey2020 verification method),
// and compact JWS signing and checking with Ed25519 (Node's crypto: no library of our own).
import "server-only";
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { getEnv } from "@/lib/env";

/** did:web for a site URL: the host (a port's colon encoded), then each path segment after a colon. */
export function didForSite(siteUrl: string): string {
  const url = new URL(siteUrl);
  const host = encodeURIComponent(url.host);
  const segments = url.pathname.split("/").filter(Boolean).map(encodeURIComponent);
  return ["did:web", host, ...segments].join(":");
}

export const siteDid = () => didForSite(getEnv().NEXT_PUBLIC_SITE_URL);
export const signingKeyId = () => `${siteDid()}#key-1`;

let keys: { pem: string; privateKey: KeyObject; publicKey: KeyObject } | undefined;

function signingKeys() {
  const pem = getEnv().CREDENTIAL_SIGNING_KEY;
  if (keys?.pem !== pem) {
    const privateKey = createPrivateKey(pem);
    keys = { pem, privateKey, publicKey: createPublicKey(privateKey) };
  }
  return keys;
}

/** The public key as a JWK (kty OKP, crv Ed25519). */
export function publicJwk(): { kty: string; crv: string; x: string } {
  const jwk = signingKeys().publicKey.export({ format: "jwk" }) as { kty: string; crv: string; x: string };
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
}

/** /.well-known/did.json */
export function didDocument() {
  const did = siteDid();
  const keyId = signingKeyId();
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/suites/jws-2020/v1"],
    id: did,
    verificationMethod: [{ id: keyId, type: "JsonWebKey2020", controller: did, publicKeyJwk: publicJwk() }],
    assertionMethod: [keyId],
    authentication: [keyId],
  };
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A compact JWS (EdDSA) over the payload, with the site's key id. */
export function signJwt(payload: Record<string, unknown>): string {
  const header = { alg: "EdDSA", typ: "JWT", kid: signingKeyId() };
  const input = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(payload))}`;
  return `${input}.${b64(sign(null, Buffer.from(input), signingKeys().privateKey))}`;
}

export type DecodedJwt = {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signatureOk: boolean;
};

/** Decodes a compact JWS and checks its signature with the site's key (null when it is not a JWS). */
export function decodeJwt(jwt: string): DecodedJwt | null {
  const parts = jwt.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    const payload = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    if (typeof header !== "object" || typeof payload !== "object" || !header || !payload) return null;
    const signatureOk =
      header.alg === "EdDSA" &&
      verify(
        null,
        Buffer.from(`${parts[0]}.${parts[1]}`),
        signingKeys().publicKey,
        Buffer.from(parts[2]!, "base64url"),
      );
    return { header, payload, signatureOk };
  } catch {
    return null;
  }
}
