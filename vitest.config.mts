import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

const alias = {
  "@": root,
  "server-only": path.join(root, "tests/stubs/server-only.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts", "eslint/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          // One shared app server and database: files run one after another.
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "security",
          environment: "node",
          include: ["tests/security/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
