// Secrets stay on the server: the built client chunks hold no secret value and none of the
// server-only libraries, and every .env file but the example is git-ignored.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function clientChunks(): Array<{ file: string; text: string }> {
  const dist = process.env.NEXT_DIST_DIR;
  if (!dist) throw new Error("NEXT_DIST_DIR is not set: run through `npm test`");
  const root = path.join(process.cwd(), dist, "static");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  return files.map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
}

describe("client bundle", () => {
  const chunks = clientChunks();

  it("has chunks to search", () => {
    expect(chunks.length).toBeGreaterThan(5);
  });

  // npm test builds with these values set (OPENAI_API_KEY and ADMIN_PASSWORD only for the build:
  // the server itself runs without an AI key), so every case searches for a real value.
  const buildSecrets = JSON.parse(process.env.BUILD_SECRETS ?? "{}") as Record<string, string | undefined>;

  it.each(["JWT_SECRET", "CRON_SECRET", "OPENAI_API_KEY", "ADMIN_PASSWORD", "MONGODB_URI"])(
    "holds no value of %s",
    (name) => {
      const value = buildSecrets[name] ?? process.env[name];
      if (!value || value.length < 16) throw new Error(`${name} must be set (16+ characters) by npm test`);
      const leaks = chunks.filter((chunk) => chunk.text.includes(value)).map((chunk) => chunk.file);
      expect(leaks).toEqual([]);
    },
  );

  it.each([
    "jsonwebtoken",
    "mongoose",
    "bcrypt",
    "sanitize-html",
    "rss-parser",
    "MONGODB_URI",
    "JWT_SECRET",
    "CRON_SECRET",
    "OPENAI_API_KEY",
    "CREDENTIAL_SIGNING_KEY",
  ])("does not contain %s", (needle) => {
    const hits = chunks.filter((chunk) => chunk.text.includes(needle)).map((chunk) => chunk.file);
    expect(hits).toEqual([]);
  });
});

describe("repository", () => {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });

  it("ignores every .env file except .env.example", () => {
    for (const file of [".env", ".env.local", ".env.production", ".env.development.local", ".env.test"]) {
      // check-ignore prints the path when it is ignored and exits 1 when it is not.
      expect(git("check-ignore", "--no-index", file).trim(), file).toBe(file);
    }
    expect(() => git("check-ignore", "--no-index", ".env.example")).toThrow();
  });

  it("tracks no .env file but the example", () => {
    const tracked = git("ls-files")
      .split("\n")
      .filter((file) => /(^|\/)\.env/.test(file));
    expect(tracked).toEqual([".env.example"]);
  });
});
