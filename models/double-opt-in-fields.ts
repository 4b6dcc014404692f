// The fields of a double opt-in (lib/mail/double-opt-in.ts) that the newsletter, job alerts and a
// guest's reply notifications share: the confirmation token's hash, its expiry and the last mail.
export const doubleOptInFields = {
  /** sha256 of the secret half of the newest confirmation token; cleared once it is used. */
  confirmTokenHash: { type: String, default: null },
  confirmExpiresAt: { type: Date, default: null },
  /** When the last confirmation mail was sent: at most one an hour. */
  confirmSentAt: { type: Date, default: null },
  confirmedAt: { type: Date, default: null },
} as const;
