import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors";
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE } from "@/lib/constants";
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, detectImageFormat, processImage } from "./process";

const RED = { r: 200, g: 20, b: 20 };
const make = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: RED } });

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("detectImageFormat", () => {
  it.each([
    ["jpeg", () => make(4, 4).jpeg().toBuffer()],
    ["png", () => make(4, 4).png().toBuffer()],
    ["webp", () => make(4, 4).webp().toBuffer()],
    ["gif", () => make(4, 4).gif().toBuffer()],
  ] as const)("recognises %s from its bytes", async (format, build) => {
    expect(detectImageFormat(new Uint8Array(await build()))).toBe(format);
  });

  it.each([
    ["text", Buffer.from("hello, not an image")],
    ["svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
    ["pdf", Buffer.from("%PDF-1.4\n")],
    ["empty", Buffer.alloc(0)],
    ["riff but not webp", Buffer.from("RIFF\u0000\u0000\u0000\u0000WAVEfmt ")],
  ])("rejects %s", (_name, bytes) => {
    expect(detectImageFormat(new Uint8Array(bytes))).toBeNull();
  });
});

describe("processImage", () => {
  it("re-encodes and strips EXIF metadata", async () => {
    const input = await make(30, 20)
      .withExif({ IFD0: { Copyright: "SECRET-MARKER" } })
      .jpeg()
      .toBuffer();
    expect(input.includes("SECRET-MARKER")).toBe(true);
    const output = await processImage(new Uint8Array(input));
    expect(output.contentType).toBe("image/jpeg");
    expect(output.data.includes("SECRET-MARKER")).toBe(false);
    expect((await sharp(output.data).metadata()).exif).toBeUndefined();
    expect(output.size).toBe(output.data.byteLength);
    expect(output.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it("caps the longest side at the maximum, keeping the aspect ratio", async () => {
    const input = await make(IMAGE_MAX_SIDE + 1000, 500)
      .png()
      .toBuffer();
    const output = await processImage(new Uint8Array(input));
    expect(output.width).toBe(IMAGE_MAX_SIDE);
    expect(output.height).toBe(Math.round((500 * IMAGE_MAX_SIDE) / (IMAGE_MAX_SIDE + 1000)));
  });

  it("does not enlarge small images", async () => {
    const output = await processImage(new Uint8Array(await make(10, 8).webp().toBuffer()));
    expect([output.width, output.height, output.contentType]).toEqual([10, 8, "image/webp"]);
  });

  it("rejects files that are not images with a 400", async () => {
    const error = await rejection(processImage(new Uint8Array(Buffer.from("just text"))));
    expect([error.kind, error.message]).toEqual(["invalid", IMAGE_TYPE_MESSAGE]);
  });

  it("rejects a truncated image with a 400", async () => {
    const png = await make(50, 50).png().toBuffer();
    const error = await rejection(processImage(new Uint8Array(png.subarray(0, 40))));
    expect(error.kind).toBe("invalid");
  });

  it("rejects files over 5 MB with a 413", async () => {
    const error = await rejection(processImage(new Uint8Array(IMAGE_MAX_BYTES + 1)));
    expect([error.kind, error.message]).toEqual(["too-large", IMAGE_SIZE_MESSAGE]);
  });
});
