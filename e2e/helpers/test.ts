// Playwright's `test` for the specs: every request a browser context sends to the app waits until
// the invalidations owed to the spec's own database writes are stored (tests/helpers/cache-log.ts),
// so a page cached before the write is never served after it. Specs import `test` and `expect`
// from here, and open extra contexts with `newAppContext`.
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from "@playwright/test";
import { settleTestWrites } from "../../tests/helpers/cache-log";

/** Static build files are not read from the cache of pages and data: they pass untouched. */
const isAppRequest = (url: URL) => !url.pathname.startsWith("/_next/static/");

async function settleBeforeAppRequests(context: BrowserContext): Promise<void> {
  await context.route(isAppRequest, async (route) => {
    try {
      await settleTestWrites();
    } finally {
      await route.fallback();
    }
  });
}

/** A second browser context (another visitor), with the same wait as the `context` fixture. */
export async function newAppContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await settleBeforeAppRequests(context);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await settleBeforeAppRequests(context);
    await use(context);
  },
});

export { expect } from "@playwright/test";
