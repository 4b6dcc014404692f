// Issue 45: /pay shows the band chart and the table for a family with data, its CSV download holds
// the table's rows, the page has no serious axe violations and fits a phone, and a job page shows
// how its range compares with its cell.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import mongoose from "mongoose";
import { expect, test } from "./helpers/test";
import { formatAmount } from "@/lib/pay/pay-format";
import { Job } from "@/models/Job";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const RUN = `pay${randomBytes(4).toString("hex")}`;
// Payroll in Switzerland, in CHF: no other spec posts such ranges.
const LEVELS = {
  senior: [100_000, 110_000, 120_000, 130_000, 140_000],
  lead: [150_000, 160_000, 170_000, 180_000, 190_000],
};
let comparedJob = "";

test.beforeAll(async () => {
  await startSpecData();
  const docs = Object.entries(LEVELS).flatMap(([seniority, midpoints]) =>
    midpoints.map((midpoint, i) => ({
      _id: new mongoose.Types.ObjectId(),
      title: `${RUN} ${seniority === "lead" ? "Payroll Manager" : "Senior Payroll Specialist"} ${i}`,
      company: `${RUN} employer ${i % 3}`,
      location: "Zurich, Switzerland",
      description: "Runs payroll.",
      isApproved: true,
      state: "approved",
      status: "open",
      workplace: "onsite",
      salary: { min: midpoint - 5_000, max: midpoint + 5_000, currency: "CHF", unit: "YEAR" },
      family: "payroll",
      seniority,
      classifiedBy: "rules",
      country: "CH",
      region: "Zurich",
      annualPay: {
        currency: "CHF",
        annualMin: midpoint - 5_000,
        annualMax: midpoint + 5_000,
        midpoint,
        width: 10_000,
        implausible: false,
      },
      companyRef: { slug: `${RUN}-${i % 3}`, name: `${RUN} employer ${i % 3}`, verified: true },
      createdAt: new Date(),
      updatedAt: new Date(),
    })),
  );
  await Job.collection.insertMany(docs);
  comparedJob = String(docs[2]!._id);
});

test.afterAll(async () => {
  await endSpecData();
});

const PAGE = "/pay?family=payroll&country=CH";

test("/pay shows the band chart and the table, and the CSV holds the table's rows", async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Pay data" })).toBeVisible();
  await expect(page.getByTestId("pay-chart")).toContainText("Switzerland, CHF a year");
  const table = page.getByRole("table", { name: "Payroll: pay by seniority (annual)" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole("rowheader")).toHaveText(/^Senior/);
  await expect(rows.nth(0)).toContainText("5 postings, 3 employers");
  await expect(rows.nth(0).getByRole("cell").nth(2)).toHaveText("120 000");
  await expect(rows.nth(1).getByRole("rowheader")).toHaveText(/^Lead \/ manager/);
  await expect(page.getByRole("heading", { name: "How we calculate" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download this table (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("hr-pulse-pay-payroll.csv");
  const [header, ...lines] = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
  expect(header).toBe(
    "family,seniority,country,region,currency,postings,employers,p25,median,p75,minOfMins,maxOfMaxes,updatedAt",
  );
  const fromTable = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll("td")].slice(1).map((td) => td.textContent ?? "")),
  );
  const fromCsv = lines.map((line) => {
    const [, , , , , , , p25, median, p75] = line.split(",");
    return [p25, median, p75].map((value) => formatAmount(Number(value)));
  });
  expect(fromCsv).toEqual(fromTable);
  expect(lines.map((line) => line.split(",").slice(0, 7).join(","))).toEqual([
    "payroll,senior,CH,,CHF,5,3",
    "payroll,lead,CH,,CHF,5,3",
  ]);
});

test("/pay has no serious axe violations and fits a phone", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    await expect(page.getByTestId("pay-chart")).toBeVisible();
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.content, `${width}px wide`).toBeLessThanOrEqual(widths.viewport);
    await page.screenshot({ path: test.info().outputPath(`pay-${width}.png`), fullPage: true });
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});

test("the family and country pages are linkable, and a job page compares its range with its cell", async ({
  page,
}) => {
  await page.goto("/pay/payroll/ch");
  await expect(
    page.getByRole("heading", { level: 1, name: "Pay data: Payroll pay in Switzerland" }),
  ).toBeVisible();
  const dataset = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as Record<string, unknown>;
  expect(dataset).toMatchObject({
    "@type": "Dataset",
    license: "https://creativecommons.org/licenses/by/4.0/",
  });
  expect(String(dataset.temporalCoverage)).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
  expect(String(dataset.measurementTechnique)).toContain("Hyndman–Fan type 7");
  expect((await page.goto("/pay/astronauts"))?.status()).toBe(404);
  expect((await page.goto("/pay/payroll/xx"))?.status()).toBe(404);
  const index = await (await page.request.get("/sitemap_index.xml")).text();
  expect(index).toContain("/sitemap/pay.xml</loc>");
  const paySitemap = await (await page.request.get("/sitemap/pay.xml")).text();
  expect(paySitemap).toContain("/pay/payroll/ch</loc>");

  await page.goto(`/jobs/${comparedJob}`);
  await expect(page.getByTestId("pay-comparison")).toContainText(
    "Median for senior payroll in Switzerland, CHF: 120 000 — this role: 115 000–125 000",
  );
});

test("the job form shows the cell's band beside the pay fields and advises on a low or implausible range", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Post Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Job" });
  await dialog.getByLabel("Title").fill(`${RUN} Senior Payroll Specialist`);
  await expect(dialog.getByLabel("Role family")).toHaveValue("");
  await expect(dialog.getByRole("option", { name: "As classified: Payroll" })).toBeAttached();
  await dialog.getByLabel("Location").fill("Zurich, Switzerland");
  await dialog.getByLabel("Currency").fill("CHF");
  await expect(dialog.getByTestId("pay-band-hint")).toHaveText(
    "Posted pay for senior payroll in Switzerland, CHF a year: 25th percentile 110 000, median 120 000, 75th percentile 130 000 (5 postings, 3 employers).",
  );
  await dialog.getByLabel("Minimum", { exact: true }).fill("90000");
  await dialog.getByLabel("Maximum", { exact: true }).fill("100000");
  await dialog.getByLabel("Per", { exact: true }).selectOption("YEAR");
  await expect(dialog.getByText(/sits entirely below the 25th percentile/)).toBeVisible();
  await dialog.getByLabel("Maximum", { exact: true }).fill("400000");
  await expect(dialog.getByText(/more than 3 times its minimum/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("job-form-390.png"), fullPage: true });
  // Another family: no data yet.
  await dialog.getByLabel("Role family").selectOption("dei");
  await expect(dialog.getByTestId("pay-band-hint")).toHaveText(
    "Pay data for senior diversity, equity & inclusion in Switzerland, CHF: not enough data yet.",
  );
});
