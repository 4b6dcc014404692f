import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrationFileNames } from "./db-migrations";

describe("migrationFileNames", () => {
  it("lists the versioned migrations in order (the moderation-state one included)", () => {
    const names = migrationFileNames();
    expect(names).toContain("20261202000000-moderation-states.ts");
    expect(names).toEqual([...names].sort());
  });

  it("ignores other files and answers nothing without the folder", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    expect(migrationFileNames(root)).toEqual([]);
    mkdirSync(path.join(root, MIGRATIONS_DIR));
    writeFileSync(path.join(root, MIGRATIONS_DIR, "20260102-b.ts"), "");
    writeFileSync(path.join(root, MIGRATIONS_DIR, "20260101-a.ts"), "");
    writeFileSync(path.join(root, MIGRATIONS_DIR, "README.md"), "");
    expect(migrationFileNames(root)).toEqual(["20260101-a.ts", "20260102-b.ts"]);
  });
});
