// A small, real OpenID Connect provider on loopback for the LinkedIn sign-in tests: discovery,
// authorization (auto-approved for the identity the test sets), token endpoint with client
// authentication and PKCE, RS256 ID tokens and a JWK Set. The app's openid-client talks to it
// exactly as to LinkedIn. `next` lets a test make one answer wrong (nonce, signing key).
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";

export type Identity = { sub: string; email?: string; email_verified?: boolean; name?: string };
type Grant = { clientId: string; redirectUri: string; challenge: string; nonce?: string; identity: Identity };

export type OidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in as. */
  identity: Identity;
  /** One-shot faults for the next token answer. */
  next: { nonce?: string; foreignKey?: boolean };
  tokenRequests: number;
  stop: () => Promise<void>;
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

export async function startOidcProvider(): Promise<OidcProvider> {
  const keys = await generateKeyPair("RS256");
  const foreign = await generateKeyPair("RS256");
  const kid = randomBytes(8).toString("hex");
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid, alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: OidcProvider = {
    issuer,
    clientId: `client-${randomBytes(4).toString("hex")}`,
    clientSecret: randomBytes(16).toString("hex"),
    identity: { sub: "nobody" },
    next: {},
    tokenRequests: 0,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const sign = (claims: Record<string, unknown>, key: CryptoKey) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(issuer)
      .setAudience(provider.clientId)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key);

  server.on("request", (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", issuer);
      if (url.pathname === "/.well-known/openid-configuration") {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
          scopes_supported: ["openid", "profile", "email"],
        });
      }
      if (url.pathname === "/jwks") return json(res, 200, { keys: [publicJwk] });
      if (url.pathname === "/authorize") {
        const q = url.searchParams;
        if (
          q.get("client_id") !== provider.clientId ||
          q.get("response_type") !== "code" ||
          q.get("code_challenge_method") !== "S256" ||
          !q.get("code_challenge") ||
          !q.get("redirect_uri")
        )
          return json(res, 400, { error: "invalid_request" });
        const code = randomBytes(16).toString("hex");
        grants.set(code, {
          clientId: provider.clientId,
          redirectUri: q.get("redirect_uri")!,
          challenge: q.get("code_challenge")!,
          nonce: q.get("nonce") ?? undefined,
          identity: { ...provider.identity },
        });
        const target = new URL(q.get("redirect_uri")!);
        target.searchParams.set("code", code);
        if (q.get("state")) target.searchParams.set("state", q.get("state")!);
        res.writeHead(302, { Location: target.href });
        return res.end();
      }
      if (url.pathname === "/token" && req.method === "POST") {
        provider.tokenRequests += 1;
        const form = await readForm(req);
        let clientId = form.get("client_id");
        let secret = form.get("client_secret");
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
        if (basic) {
          const [id, pass] = Buffer.from(basic[1]!, "base64").toString("utf8").split(":");
          clientId = decodeURIComponent(id ?? "");
          secret = decodeURIComponent(pass ?? "");
        }
        if (clientId !== provider.clientId || secret !== provider.clientSecret)
          return json(res, 401, { error: "invalid_client" });
        const grant = grants.get(form.get("code") ?? "");
        grants.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (!grant || grant.redirectUri !== form.get("redirect_uri") || grant.challenge !== challenge)
          return json(res, 400, { error: "invalid_grant" });
        const fault = provider.next;
        provider.next = {};
        const idToken = await sign(
          { ...grant.identity, nonce: fault.nonce ?? grant.nonce },
          fault.foreignKey ? foreign.privateKey : keys.privateKey,
        );
        return json(res, 200, {
          access_token: randomBytes(16).toString("hex"),
          token_type: "Bearer",
          expires_in: 300,
          id_token: idToken,
        });
      }
      json(res, 404, { error: "not_found" });
    })().catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  return provider;
}
