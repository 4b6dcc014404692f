// Layout checks shared by the specs that look at a page on a phone.
import type { Page } from "@playwright/test";
import { expect } from "./test";

/** The page is no wider than the viewport: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
}
