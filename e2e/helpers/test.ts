// Playwright's \`test\` for the specs: every request a browser context sends to the app waits until
// the invalidations owed to the spec's own database writes are stored (tests/helpers/cache-log.ts),
// so a page cached before the write is never served after it. Specs import \`test\` and \`expect\`
// from here, and open further contexts with \`newAppContext\`.
import { test as base } from "@playwright/test";
import { settleBrowserRequests } from "../../tests/helpers/cache-log";

export const test = base.extend({
  context: async ({ context }, provide) => {
    await settleBrowserRequests(context);
    await provide(context);
  },
});

export { expect } from "@playwright/test";
export { newAppContext } from "../../tests/helpers/cache-log";
