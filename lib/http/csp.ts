// The Content-Security-Policy and the other security headers every response carries.
// Scripts: our own origin plus Google Analytics when it is configured. Next's bootstrap and GA's
// init snippet are inline scripts, so 'unsafe-inline' stays (a per-request nonce would force every
// page to render dynamically – see docs/security.md); 'unsafe-eval' only in development.

const GA_SCRIPT_ORIGINS = ["https://www.googletagmanager.com"];
const GA_CONNECT_ORIGINS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

export function contentSecurityPolicy({
  analytics,
  development,
}: {
  analytics: boolean;
  development: boolean;
}): string {
  const script = [
    "'self'",
    "'unsafe-inline'",
    ...(development ? ["'unsafe-eval'"] : []),
    ...(analytics ? GA_SCRIPT_ORIGINS : []),
  ];
  const connect = ["'self'", ...(analytics ? GA_CONNECT_ORIGINS : []), ...(development ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers every response carries; static chunks (`/_next/static/…`: scripts and styles, not documents) get only these. */
export const STATIC_ASSET_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

// The camera for our own pages only: the organiser's check-in page scans QR codes (issue 44).
export const PERMISSIONS_POLICY = "camera=(self), microphone=(), geolocation=(), payment=(), usb=()";

export function securityHeaders(options: {
  analytics: boolean;
  production: boolean;
}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({
      analytics: options.analytics,
      development: !options.production,
    }),
    ...STATIC_ASSET_HEADERS,
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
