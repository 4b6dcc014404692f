// The mails the app server sent during the tests: scripts/test.ts runs a loopback SMTP server
// (scripts/lib/smtp-sink.ts) that stores each message as a JSON file in MAIL_SINK_DIR.
// Free of Vitest imports, so Playwright specs can use it too.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

export type SunkMail = { file: string; to: string[]; parsed: ParsedMail; header: (name: string) => string };

function sinkDir(): string {
  const dir = process.env.MAIL_SINK_DIR;
  if (!dir) throw new Error("MAIL_SINK_DIR is not set: run the tests through `npm test` (scripts/test.ts)");
  return dir;
}

type Record = { to: string[]; raw: string };

function recordsTo(address: string): Array<{ file: string; record: Record }> {
  const dir = sinkDir();
  const wanted = address.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      try {
        return [{ file, record: JSON.parse(readFileSync(file, "utf8")) as Record }];
      } catch {
        // The sink is still writing this one: the next look reads it whole.
        return [];
      }
    })
    .filter(({ record }) => record.to.includes(wanted));
}

async function parse(file: string, record: Record): Promise<SunkMail> {
  const parsed = await simpleParser(record.raw);
  const header = (name: string) => {
    const line = parsed.headerLines.find((entry) => entry.key === name.toLowerCase());
    return line ? line.line.slice(line.line.indexOf(":") + 1).trim() : "";
  };
  return { file, to: record.to, parsed, header };
}

/** Every mail that reached `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<SunkMail[]> {
  return Promise.all(recordsTo(address).map(({ file, record }) => parse(file, record)));
}

/** Waits until `address` has received at least `count` mails (sending happens after the answer). */
export async function waitForMails(address: string, count = 1, timeoutMs = 20000): Promise<SunkMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = recordsTo(address);
    if (found.length >= count) return Promise.all(found.map(({ file, record }) => parse(file, record)));
    if (Date.now() > deadline)
      throw new Error(`${address} received ${found.length} mails, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Removes what the test's addresses received. */
export function removeMailsTo(...addresses: string[]): void {
  for (const address of addresses) for (const { file } of recordsTo(address)) rmSync(file, { force: true });
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: SunkMail, prefix: string): string {
  const text = mail.parsed.text ?? "";
  const start = text.indexOf(prefix);
  if (start === -1) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return text.slice(start).split(/\s/)[0]!;
}
