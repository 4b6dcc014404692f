import { expect, test } from "./helpers/test";

test("an unknown page is a real 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
});
