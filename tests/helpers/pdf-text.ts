// The text of a PDF, read with a real PDF parser (pdf.js, the Node build): one string per page.
// Loaded with a dynamic import and resolved from the project root, so both Vitest (ESM) and
// Playwright (which compiles specs to CommonJS) can use it.
import { createRequire } from "node:module";
import path from "node:path";

// pdf.js reads the 14 standard fonts' metrics from its own folder (a trailing slash: a URL prefix).
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return pages;
}
