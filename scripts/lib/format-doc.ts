// Generated documents (docs/benchmarks.md) pass `npm test`'s format check as written: each writer
// formats the file with the repository's Prettier settings after writing it.
import { execFileSync } from "node:child_process";

export function formatDocument(file: string): void {
  execFileSync("npx", ["prettier", "--write", "--log-level", "warn", file], { stdio: "inherit" });
}
