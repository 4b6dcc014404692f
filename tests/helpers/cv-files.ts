// Real CV files for the application tests (issue 43), made in the test: a PDF from pdfkit, a DOCX
// (or a .docm) as a ZIP written here, and the impostors the check must refuse. No vitest import:
// the Playwright specs use it too.
import { crc32, deflateRawSync } from "node:zlib";
import PDFDocument from "pdfkit";

export function makePdf(text = "Jane Doe, HR Business Partner"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", info: { Title: "CV" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text(text);
    doc.end();
  });
}

/** A ZIP of the given entries (deflated). */
export function makeZip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8");
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const WORD_MACRO = "application/vnd.ms-word.document.macroEnabled.main+xml";

function contentTypes(main: string, extra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;
}

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT = (text: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

export function makeDocx(text = "Jane Doe, HR Business Partner"): Buffer {
  return makeZip({
    "[Content_Types].xml": contentTypes(WORD),
    "_rels/.rels": RELS,
    "word/document.xml": DOCUMENT(text),
  });
}

/** A macro-enabled Word document (.docm). */
export function makeDocm(): Buffer {
  return makeZip({
    "[Content_Types].xml": contentTypes(
      WORD_MACRO,
      '<Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    ),
    "_rels/.rels": RELS,
    "word/document.xml": DOCUMENT("macro"),
    "word/vbaProject.bin": Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]),
  });
}

/** An HTML page saved as .pdf. */
export const HTML_AS_PDF = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

/** The start of an ELF executable, padded. */
export const ELF_BINARY = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(4096, 0x90),
]);

/** A PDF with an encryption dictionary in its trailer. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const pdf = (await makePdf()).toString("latin1");
  return Buffer.from(pdf.replace("trailer\n<<", "trailer\n<<\n/Encrypt 9 0 R"), "latin1");
}

/** A PDF cut short (no trailer). */
export async function makeTruncatedPdf(): Promise<Buffer> {
  const pdf = await makePdf();
  return pdf.subarray(0, Math.floor(pdf.length / 2));
}

/** A valid PDF padded past 6 MB (a comment before the trailer keeps it well formed). */
export async function makeLargePdf(bytes = 6 * 1024 * 1024): Promise<Buffer> {
  const pdf = (await makePdf()).toString("latin1");
  const at = pdf.lastIndexOf("xref");
  const padding = `%${"x".repeat(bytes)}\n`;
  return Buffer.from(pdf.slice(0, at) + padding + pdf.slice(at), "latin1");
}
