import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { MAIL_STATUSES, type MailStatus } from "@/lib/constants";

export { MAIL_STATUSES, type MailStatus };

/**
 * One outgoing mail. The `_id` is a string chosen by the sender: for digests and newsletters it is
 * `{run id}:{subscriber id}`, so inserting it is the claim that stops a second sender (FerretDB has
 * no transactions, but `_id` is always unique).
 */
const mailLogSchema = new Schema(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true },
    kind: { type: String, required: true },
    subject: { type: String, required: true },
    status: { type: String, enum: MAIL_STATUSES, required: true },
    error: { type: String, default: "" },
    attempts: { type: Number, default: 0 },
    runId: { type: String, default: null },
    sentAt: { type: Date, default: null },
    /** The rendered message, kept until it is sent so a later attempt sends the same mail. */
    message: {
      type: new Schema(
        {
          html: String,
          text: String,
          unsubscribeUrl: String,
          attachment: {
            type: new Schema({ filename: String, contentType: String, content: String }, { _id: false }),
            default: undefined,
          },
          /** An image the HTML shows inline (`<img src="cid:...">`), base64 (issue 44: the check-in QR code). */
          inlineImage: {
            type: new Schema(
              { filename: String, contentType: String, content: String, cid: String },
              { _id: false },
            ),
            default: undefined,
          },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true },
);

mailLogSchema.index({ createdAt: -1, _id: -1 });
mailLogSchema.index({ status: 1, createdAt: -1, _id: -1 });
mailLogSchema.index({ runId: 1, status: 1 });

export type MailLogDoc = InferSchemaType<typeof mailLogSchema>;
export const MailLog =
  (mongoose.models.MailLog as mongoose.Model<MailLogDoc>) || mongoose.model("MailLog", mailLogSchema);
