import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { domainBoundaries } from "./eslint/domain-boundaries.mjs";
import { testRules } from "./eslint/no-conditional-expect.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Test code reaches the app and the database only through the helpers that keep the app's cache
  // honest about the test's own writes (tests/helpers/cache-log.ts).
  {
    files: ["tests/**/*.ts", "e2e/**/*.ts"],
    ignores: ["tests/helpers/cache-log.ts", "tests/helpers/db.ts", "e2e/helpers/test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message:
            "Use appFetch (tests/helpers/cache-log.ts): it first stores the test writes' invalidations.",
        },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "mongoose",
          property: "connect",
          message: "Use connectTestDb (tests/helpers/db.ts): it watches the test's writes.",
        },
        {
          object: "browser",
          property: "newContext",
          message: "Use newAppContext (tests/helpers/cache-log.ts).",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import them from e2e/helpers/test.ts.",
            },
          ],
        },
      ],
    },
  },
  // Every assertion runs: none inside a branch of its test body (issue 46).
  {
    files: [
      "tests/**/*.ts",
      "e2e/**/*.ts",
      "lib/**/*.test.ts",
      "scripts/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    plugins: { tests: testRules },
    rules: { "tests/no-conditional-expect": "error" },
  },
  // Every end-to-end spec creates and removes its own data through e2e/helpers/spec-data.ts.
  {
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import them from e2e/helpers/test.ts.",
            },
            {
              name: "../tests/helpers/db",
              importNames: ["connectTestDb", "disconnectTestDb"],
              message:
                "Use startSpecData/endSpecData (e2e/helpers/spec-data.ts): they remove what the spec created.",
            },
          ],
        },
      ],
    },
  },
  // No import circles in the application code (a module's dependencies stay a tree: issue 30).
  {
    files: ["app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "models/**/*.ts"],
    settings: { "import/resolver": { typescript: { project: "./tsconfig.json" } } },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // One link component: the kit's (no prefetching on phones; components/ui/link.tsx says why).
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use Link from components/ui/link.tsx." }] },
      ],
    },
  },
  // A lib/ folder reaches another one only through its index.ts or its named public face.
  {
    files: ["lib/**/*.{ts,tsx}"],
    plugins: { house: domainBoundaries },
    rules: { "house/domain-boundaries": "error" },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".data/**",
    "node_modules/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
  ]),
]);
