// The public "Post Job" dialog opened from /jobs with a job's title, company page and location
// filled in; the spec adds what it needs and submits.
import type { Locator, Page } from "@playwright/test";

export async function openJobForm(
  page: Page,
  job: { title: string; companySlug: string; location: string },
): Promise<Locator> {
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Post Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Job" });
  await dialog.getByLabel("Title").fill(job.title);
  await dialog.getByLabel("Company page").selectOption(job.companySlug);
  await dialog.getByLabel("Location").fill(job.location);
  return dialog;
}
