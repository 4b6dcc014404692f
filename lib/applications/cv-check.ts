// A CV is checked by its bytes, never its name or declared type: a PDF (magic, trailer, not
// encrypted) or a DOCX (a ZIP whose [Content_Types].xml names the Word main document, without
// macros). The ZIP is read from its central directory with node:zlib (no unpacking to disk).
import { inflateRawSync } from "node:zlib";
import { CV_MAX_BYTES } from "@/lib/applications/fields";

export type CvKind = "pdf" | "docx";
export type CvCheck = { ok: true; kind: CvKind; contentType: string } | { ok: false; message: string };

export const CV_CONTENT_TYPES: Record<CvKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const CV_MESSAGES = {
  empty: "The CV file is empty",
  tooLarge: "The CV must be 5 MB at most",
  type: "The CV must be a PDF or a Word (.docx) document",
  encrypted: "The CV is a password-protected PDF: send it without a password",
  malformedPdf: "The CV is not a complete PDF file (it may be damaged): export it again",
  macro: "The CV is a macro-enabled Word document (.docm): save it as a .docx without macros",
  malformedDocx: "The CV is not a valid Word (.docx) document: save it again as .docx",
} as const;

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString("latin1");

export function checkCv(bytes: Uint8Array): CvCheck {
  if (bytes.length === 0) return { ok: false, message: CV_MESSAGES.empty };
  if (bytes.length > CV_MAX_BYTES) return { ok: false, message: CV_MESSAGES.tooLarge };
  if (ascii(bytes, 0, 5) === "%PDF-") return checkPdf(bytes);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return checkDocx(bytes);
  return { ok: false, message: CV_MESSAGES.type };
}

function checkPdf(bytes: Uint8Array): CvCheck {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1");
  const tail = text.slice(-2048);
  if (!/%%EOF\s*$/.test(tail) || !tail.includes("startxref"))
    return { ok: false, message: CV_MESSAGES.malformedPdf };
  if (!/%PDF-\d\.\d/.test(text.slice(0, 16))) return { ok: false, message: CV_MESSAGES.malformedPdf };
  if (/\/Encrypt\b/.test(text)) return { ok: false, message: CV_MESSAGES.encrypted };
  if (!/\bobj\b/.test(text)) return { ok: false, message: CV_MESSAGES.malformedPdf };
  return { ok: true, kind: "pdf", contentType: CV_CONTENT_TYPES.pdf };
}

type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/** The central directory's entries, or null when the ZIP is malformed. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  // The end-of-central-directory record is in the last 22 + 65535 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  if (offset + size > eocd || count > 10_000) return null;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      name: ascii(bytes, offset + 46, offset + 46 + nameLength),
      localOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's bytes (stored or deflated), capped; null when it cannot be read. */
function entryBytes(bytes: Uint8Array, entry: ZipEntry, cap: number): Buffer | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length || entry.size > cap) return null;
  const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, entry.compressedSize);
  try {
    if (entry.method === 0) return data;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: cap });
  } catch {
    return null;
  }
  return null;
}

function checkDocx(bytes: Uint8Array): CvCheck {
  const entries = zipEntries(bytes);
  if (!entries) return { ok: false, message: CV_MESSAGES.malformedDocx };
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name)))
    return { ok: false, message: CV_MESSAGES.macro };
  const types = entries.find((entry) => entry.name === "[Content_Types].xml");
  if (!types) return { ok: false, message: CV_MESSAGES.type };
  const xml = entryBytes(bytes, types, 256 * 1024)?.toString("utf8");
  if (!xml) return { ok: false, message: CV_MESSAGES.malformedDocx };
  if (/macroEnabled/i.test(xml)) return { ok: false, message: CV_MESSAGES.macro };
  if (!xml.includes(WORD_MAIN)) return { ok: false, message: CV_MESSAGES.type };
  return { ok: true, kind: "docx", contentType: CV_CONTENT_TYPES.docx };
}
