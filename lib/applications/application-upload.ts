// Reads an application's multipart body (issue 43) with busboy: the text fields and one `cv` file,
// held in memory up to 5 MB (a byte more and the upload is refused), never written to disk.
import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import busboy from "busboy";
import { invalid } from "@/lib/errors";
import { COVER_LETTER_MAX, CV_MAX_BYTES } from "@/lib/applications/fields";
import { CV_MESSAGES } from "@/lib/applications/cv-check";

const FORM_MESSAGE = "Send the application as multipart/form-data with a cv file";
/** Room for the text fields beside the file. */
const FIELDS_MAX_BYTES = 256 * 1024;

export type ApplicationUpload = {
  fields: Record<string, string>;
  cv: { bytes: Uint8Array; fileName: string } | undefined;
};

export async function readApplicationUpload(req: Request): Promise<ApplicationUpload> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !req.body) throw invalid(FORM_MESSAGE);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > CV_MAX_BYTES + FIELDS_MAX_BYTES) throw invalid(CV_MESSAGES.tooLarge);
  const fields: Record<string, string> = {};
  let cv: ApplicationUpload["cv"];
  let tooLarge = false;
  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: COVER_LETTER_MAX * 4 + 64 * 1024 },
      });
    } catch {
      reject(invalid(FORM_MESSAGE));
      return;
    }
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, file, info) => {
      if (name !== "cv" || cv) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => {
        tooLarge = true;
      });
      file.on("end", () => {
        cv = { bytes: new Uint8Array(Buffer.concat(chunks)), fileName: info.filename ?? "" };
      });
    });
    parser.on("error", () => reject(invalid("The upload could not be read")));
    parser.on("close", () => resolve());
    Readable.fromWeb(req.body as unknown as WebStream<Uint8Array>)
      .on("error", () => reject(invalid("The upload could not be read")))
      .pipe(parser);
  });
  if (tooLarge) throw invalid(CV_MESSAGES.tooLarge);
  return { fields, cv };
}
