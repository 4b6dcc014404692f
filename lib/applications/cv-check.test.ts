import { describe, expect, it } from "vitest";
import { CV_MESSAGES, checkCv } from "./cv-check";
import {
  ELF_BINARY,
  HTML_AS_PDF,
  makeDocm,
  makeDocx,
  makeEncryptedPdf,
  makeLargePdf,
  makePdf,
  makeTruncatedPdf,
  makeZip,
} from "@/tests/helpers/cv-files";

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe("CV check by bytes", () => {
  it("accepts a real PDF and a real DOCX", async () => {
    expect(checkCv(bytes(await makePdf()))).toEqual({
      ok: true,
      kind: "pdf",
      contentType: "application/pdf",
    });
    expect(checkCv(bytes(makeDocx()))).toMatchObject({ ok: true, kind: "docx" });
  });

  it.each([
    ["an HTML page", HTML_AS_PDF, CV_MESSAGES.type],
    ["an ELF binary", ELF_BINARY, CV_MESSAGES.type],
    ["a .docm", makeDocm(), CV_MESSAGES.macro],
    ["a ZIP that is not Word", makeZip({ "a.txt": "hello" }), CV_MESSAGES.type],
    ["an empty file", Buffer.alloc(0), CV_MESSAGES.empty],
    ["a cut ZIP", makeDocx().subarray(0, 60), CV_MESSAGES.malformedDocx],
  ])("refuses %s", (_name, file, message) => {
    expect(checkCv(bytes(file))).toEqual({ ok: false, message });
  });

  it("refuses an encrypted, a truncated and a too large PDF", async () => {
    expect(checkCv(bytes(await makeEncryptedPdf()))).toEqual({ ok: false, message: CV_MESSAGES.encrypted });
    expect(checkCv(bytes(await makeTruncatedPdf()))).toEqual({
      ok: false,
      message: CV_MESSAGES.malformedPdf,
    });
    expect(checkCv(bytes(await makeLargePdf()))).toEqual({ ok: false, message: CV_MESSAGES.tooLarge });
  });
});
