// Reads an import upload (multipart: `file`, `source`) as a stream: the file goes on to `store` as it
// arrives (never held whole in memory), the text fields are collected. busboy, because the web
// platform's formData() buffers the whole body.
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import busboy from "busboy";
import { invalid } from "@/lib/errors";

/** The largest export we take (WordPress sites of many years write files of a few hundred MB). */
export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;

/** `truncated`: the file was larger than IMPORT_MAX_BYTES (what was stored is incomplete). */
export type StoredUpload<T> = {
  fields: Record<string, string>;
  fileName: string;
  stored: T | undefined;
  truncated: boolean;
};

export async function readImportUpload<T>(
  req: Request,
  store: (file: Readable, fileName: string) => Promise<T>,
): Promise<StoredUpload<T>> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !req.body)
    throw invalid("Send the export as multipart/form-data with a file field");
  const fields: Record<string, string> = {};
  let fileName = "";
  let stored: Promise<T> | undefined;
  let truncated = false;
  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 },
      });
    } catch {
      reject(invalid("Send the export as multipart/form-data with a file field"));
      return;
    }
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, file, info) => {
      if (name !== "file" || stored) {
        file.resume();
        return;
      }
      fileName = info.filename ?? "";
      file.on("limit", () => {
        truncated = true;
      });
      stored = store(file, fileName);
      // A failed store must not leave busboy waiting on an unread file.
      stored.catch(() => file.resume());
    });
    parser.on("error", () => reject(invalid("The upload could not be read")));
    parser.on("close", () => resolve());
    Readable.fromWeb(req.body as unknown as WebStream<Uint8Array>)
      .on("error", reject)
      .pipe(parser);
  });
  const result = stored ? await stored : undefined;
  return { fields, fileName, stored: result, truncated };
}
