// An attendance certificate (issue 44): an Open Badges 3.0 OpenBadgeCredential, signed by the site
// as a VC-JWT. `_id` is made from the event and the member, so each verified attendance gives one
// certificate (re-signed when another proof is added). `statusIndex` is its bit in the revocation
// list, taken by inserting `CredentialStatusSlot` `_id` (unique without transactions).
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const credentialSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId },
    eventId: { type: Schema.Types.ObjectId, required: true },
    /** The signed credential (compact JWS); removed when the member's account is erased. */
    jwt: { type: String },
    statusIndex: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
    revokedAt: { type: Date },
    /** The member's account was erased: the certificate no longer verifies ("withdrawn"). */
    withdrawnAt: { type: Date },
  },
  { timestamps: true },
);

// A member's certificates; the revocation list (revoked or withdrawn ones).
credentialSchema.index({ memberId: 1, issuedAt: -1 });
credentialSchema.index({ revokedAt: 1 }, { sparse: true });
credentialSchema.index({ withdrawnAt: 1 }, { sparse: true });

export type CredentialDoc = InferSchemaType<typeof credentialSchema>;
export const Credential =
  (mongoose.models.Credential as mongoose.Model<CredentialDoc>) ||
  mongoose.model("Credential", credentialSchema);

const credentialStatusSlotSchema = new Schema({
  /** The bit's index in status list 1, as text. */
  _id: { type: String, required: true },
  credentialId: { type: String, required: true },
});

export const CredentialStatusSlot =
  (mongoose.models.CredentialStatusSlot as mongoose.Model<
    InferSchemaType<typeof credentialStatusSlotSchema>
  >) || mongoose.model("CredentialStatusSlot", credentialStatusSlotSchema);
