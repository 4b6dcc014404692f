// Reading and writing the session cookies (member and staff): one parser, one Secure rule.
import { getEnv } from "@/lib/env";

/** Reads one cookie from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** `; Secure` when the site is served over https (a plain-http development site keeps its cookies). */
export function secureFlag(): string {
  return getEnv().NEXT_PUBLIC_SITE_URL.startsWith("https:") ? "; Secure" : "";
}

export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}
