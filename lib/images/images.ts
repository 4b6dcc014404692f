import "server-only";
import { isValidObjectId } from "mongoose";
import { invalid } from "@/lib/errors";
import { connectDb } from "@/lib/db";
import { processImage } from "@/lib/images/process";
import { storedImageId } from "@/lib/images/stored-url";
import { Image } from "@/models/Image";

/** Checks, re-encodes and stores an uploaded file; returns the URL it is served from. */
export async function saveUploadedImage(file: File): Promise<string> {
  if (file.size === 0) throw invalid("The image file is empty");
  return storeImageBytes(new Uint8Array(await file.arrayBuffer()));
}

/** Checks, re-encodes (like an upload) and stores image bytes; returns the URL it is served from. */
export async function storeImageBytes(bytes: Uint8Array): Promise<string> {
  const processed = await processImage(bytes);
  await connectDb();
  const image = await Image.create(processed);
  return `/api/images/${String(image._id)}`;
}

/** Reads an optional `image` field of a multipart form: a File, or nothing. */
export function imageFromForm(form: FormData, field = "image"): File | undefined {
  const value = form.get(field);
  if (value === null || value === "") return undefined;
  if (typeof value === "string") throw invalid("The image must be sent as a file");
  return value.size > 0 ? value : undefined;
}

export async function findImage(id: string) {
  if (!isValidObjectId(id)) return null;
  await connectDb();
  return Image.findById(id).select("data contentType etag size").lean();
}

/** Lean reads give a BSON Binary (its bytes under `.buffer`), documents a Buffer. */
export function imageBytes(data: unknown): Uint8Array<ArrayBuffer> {
  if (Buffer.isBuffer(data)) return new Uint8Array(data);
  const binary = data as { buffer: Uint8Array };
  return new Uint8Array(binary.buffer);
}

/** Removes an image stored by saveUploadedImage, given its URL; other URLs are left alone. */
export async function deleteStoredImage(url: string): Promise<void> {
  const id = storedImageId(url);
  if (!id) return;
  await connectDb();
  await Image.deleteOne({ _id: id });
}
