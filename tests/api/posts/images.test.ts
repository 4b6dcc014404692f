// Uploads through POST /api/blog/add-blog (the shared image path) and GET /api/images/{id}.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { User } from "@/models/User";
import {
  TEXT_FILE,
  asFile,
  gifFile,
  jpegWithExif,
  oversizedPng,
  pngFile,
  webpFile,
} from "../../fixtures/images";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = randomBytes(4).toString("hex");
const TYPE_MESSAGE = "Only JPEG, PNG, WebP and GIF images are accepted";
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  await Blog.deleteMany({ title: { $regex: RUN } });
  await User.deleteOne({ _id: admin.id });
});

async function upload(file: File) {
  const form = new FormData();
  form.append("blog", JSON.stringify({ title: `Image ${RUN}`, subTitle: "S" }));
  form.append("image", file);
  return api<{ blog?: { _id: string } }>("/api/blog/add-blog", { form, token: admin.token });
}

async function uploadedImageUrl(file: File): Promise<string> {
  const response = await upload(file);
  expect(response.status, response.json.message).toBe(201);
  const blog = await Blog.findById(response.json.blog!._id).lean();
  expect(blog?.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);
  return blog!.image!;
}

describe("image uploads", () => {
  it.each([
    ["PNG", () => pngFile(), "photo.png", "image/png", "image/png"],
    ["JPEG", () => jpegWithExif(), "photo.jpg", "image/jpeg", "image/jpeg"],
    ["WebP", () => webpFile(), "photo.webp", "image/webp", "image/webp"],
    ["GIF", () => gifFile(), "anim.gif", "image/gif", "image/gif"],
    // The declared type and the name are ignored: the bytes decide.
    ["PNG sent as text/plain named .txt", () => pngFile(), "notes.txt", "text/plain", "image/png"],
  ])("accepts a %s", async (_name, build, fileName, declared, served) => {
    const url = await uploadedImageUrl(asFile(await build(), fileName, declared));
    const response = await appFetch(`${baseUrl()}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(served);
  });

  it("strips EXIF metadata and caps the longest side at 2000 px", async () => {
    const big = await sharp({ create: { width: 2600, height: 1300, channels: 3, background: "#336699" } })
      .withExif({ IFD0: { Copyright: `EXIF-${RUN}` } })
      .jpeg()
      .toBuffer();
    expect(big.includes(`EXIF-${RUN}`)).toBe(true);
    const url = await uploadedImageUrl(asFile(big, "big.jpg", "image/jpeg"));
    const served = Buffer.from(await (await appFetch(`${baseUrl()}${url}`)).arrayBuffer());
    expect(served.includes(`EXIF-${RUN}`)).toBe(false);
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
    expect(meta.exif).toBeUndefined();
  });

  it("400 for a text file renamed .png", async () => {
    const response = await upload(asFile(TEXT_FILE, "fake.png", "image/png"));
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: TYPE_MESSAGE });
  });

  it("400 for an SVG (scripts can hide in it)", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    );
    const response = await upload(asFile(svg, "x.svg", "image/svg+xml"));
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(TYPE_MESSAGE);
  });

  it("400 for a corrupt image with a valid signature", async () => {
    const png = await pngFile(200, 200);
    const response = await upload(asFile(png.subarray(0, 60), "broken.png", "image/png"));
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });

  it("413 for a file just over 5 MB", async () => {
    const response = await upload(asFile(await oversizedPng(), "huge.png", "image/png"));
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ success: false, message: "Images must be 5 MB or smaller" });
  });

  it("413 for a request far over the limit", async () => {
    const response = await upload(asFile(await oversizedPng(7 * 1024 * 1024), "huger.png", "image/png"));
    expect(response.status).toBe(413);
    expect(response.json.success).toBe(false);
  });

  it("stores nothing when the upload is rejected", async () => {
    const before = await Blog.countDocuments({ title: `Image ${RUN}` });
    await upload(asFile(TEXT_FILE, "fake.png", "image/png"));
    expect(await Blog.countDocuments({ title: `Image ${RUN}` })).toBe(before);
  });
});

describe("GET /api/images/{id}", () => {
  it("serves the image with long-lived cache headers and an ETag, and 304 on If-None-Match", async () => {
    const url = await uploadedImageUrl(asFile(await pngFile(), "cache.png", "image/png"));
    const first = await appFetch(`${baseUrl()}${url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("png");

    const second = await appFetch(`${baseUrl()}${url}`, { headers: { "If-None-Match": etag! } });
    expect(second.status).toBe(304);
    expect(second.headers.get("etag")).toBe(etag);
    expect((await second.arrayBuffer()).byteLength).toBe(0);

    const stale = await appFetch(`${baseUrl()}${url}`, { headers: { "If-None-Match": '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it("404 for an unknown id, 400 for a malformed one", async () => {
    const missing = await api("/api/images/0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Image not found" });
    const malformed = await api("/api/images/not-an-id");
    expect(malformed.status).toBe(400);
    expect(malformed.json.success).toBe(false);
  });
});
