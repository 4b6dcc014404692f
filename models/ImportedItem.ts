import mongoose, { Schema } from "mongoose";

/**
 * What an import stored for one source item (issue 35): `_id` is the item's source key
 * ("wordpress:https://old.example:123", "ghost:5f…", "image:https://…"), `target` the id of the
 * document made from it, chosen before that document is written. A second import of the same file
 * finds the key and adds nothing; a run cut off between the two writes completes the document.
 */
const importedItemSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    target: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type ImportedItemDoc = { _id: string; kind: string; target: mongoose.Types.ObjectId };
export const ImportedItem =
  (mongoose.models.ImportedItem as mongoose.Model<ImportedItemDoc>) ||
  mongoose.model("ImportedItem", importedItemSchema);
