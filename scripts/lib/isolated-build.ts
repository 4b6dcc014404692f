// Where a script's own `next build` goes: its dist folder, and a throw-away tsconfig for it —
// `next build` adds its dist folder to the tsconfig it uses, so the one in git is never rewritten.
import { rmSync, writeFileSync } from "node:fs";

export type IsolatedBuild = {
  env: { NEXT_DIST_DIR: string; NEXT_TSCONFIG_PATH: string; NEXT_SKIP_BUILD_TYPECHECK: string };
  remove: () => void;
};

/** `name` tells runs apart (e.g. "test-41231"); .gitignore covers the test, bench and lighthouse ones. */
export function isolatedBuild(distDir: string, name: string): IsolatedBuild {
  const tsconfigPath = `tsconfig.${name}.json`;
  writeFileSync(
    tsconfigPath,
    JSON.stringify({ extends: "./tsconfig.json", include: ["next-env.d.ts", "**/*.ts", "**/*.tsx"] }),
  );
  return {
    // `npm test` type-checks once (tsc) before it builds; bench and Lighthouse measure, not check.
    env: { NEXT_DIST_DIR: distDir, NEXT_TSCONFIG_PATH: tsconfigPath, NEXT_SKIP_BUILD_TYPECHECK: "1" },
    remove: () => {
      rmSync(tsconfigPath, { force: true });
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
