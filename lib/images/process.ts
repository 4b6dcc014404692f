// Upload checks and re-encoding: the type is read from the bytes, never from the name or the
// declared type; sharp re-encodes, which drops EXIF/GPS metadata and caps the size.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { invalid, tooLarge } from "@/lib/errors";
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE } from "@/lib/constants";

export type ImageFormat = "jpeg" | "png" | "webp" | "gif";

export const IMAGE_TYPE_MESSAGE = "Only JPEG, PNG, WebP and GIF images are accepted";
export const IMAGE_SIZE_MESSAGE = "Images must be 5 MB or smaller";

export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  if (riff && webp) return "webp";
  return null;
}

export type ProcessedImage = {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  size: number;
  etag: string;
};

export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > IMAGE_MAX_BYTES) throw tooLarge(IMAGE_SIZE_MESSAGE);
  const format = detectImageFormat(input);
  if (!format) throw invalid(IMAGE_TYPE_MESSAGE);
  try {
    const pipeline = sharp(input, {
      animated: format === "gif" || format === "webp",
      limitInputPixels: 100_000_000,
    })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      format === "jpeg"
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : format === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : format === "webp"
            ? pipeline.webp({ quality: 82 })
            : pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: `image/${format}`,
      width: info.width,
      height: info.pageHeight ?? info.height,
      size: data.byteLength,
      etag: `"${createHash("sha256").update(data).digest("base64url").slice(0, 32)}"`,
    };
  } catch {
    throw invalid("The image could not be read; please upload a valid JPEG, PNG, WebP or GIF file");
  }
}
