// TEMPORARY (not committed): screenshots of the application pages at 390 px and desktop.
import { randomBytes } from "node:crypto";
import { expect, newAppContext, test } from "./helpers/test";
import { Job } from "@/models/Job";
import { startSpecData, endSpecData } from "./helpers/spec-data";
import { signInMember, type TestMember } from "../tests/helpers/members";
import { makePdf } from "../tests/helpers/cv-files";
import { api, baseUrl } from "../tests/helpers/server";

const tag = `look${randomBytes(3).toString("hex")}`;
let owner: TestMember;
let cand: TestMember;
let jobId = "";

test.beforeAll(async () => {
  await startSpecData();
  owner = await signInMember(baseUrl());
  cand = await signInMember(baseUrl());
  const job = await Job.create({
    title: `${tag} Senior People Partner with a rather long title to wrap`,
    company: "Look Co",
    location: "Leeds, UK",
    description: "Lead HR.",
    isApproved: true,
    state: "approved",
    owner: owner.id,
    applyMode: "onsite",
    questions: [
      { id: "a", label: "Why this role?", kind: "text", required: true },
      { id: "b", label: "Do you hold CIPD level 5?", kind: "yesno", required: true },
      { id: "c", label: "Notice period", kind: "choice", options: ["None", "1 month", "3 months"], required: false },
    ],
  });
  jobId = String(job._id);
  const form = new FormData();
  form.set("name", "Samantha Longname-Candidate");
  form.set("coverLetter", "I would love to join.\nSecond line.");
  form.set("answers", JSON.stringify({ a: "Because.", b: "yes", c: "1 month" }));
  form.set("cv", new Blob([new Uint8Array(await makePdf())], { type: "application/pdf" }), "samantha-cv.pdf");
  const r = await api(`/api/jobs/${jobId}/applications`, { form, headers: { Cookie: cand.cookie, Origin: baseUrl() } });
  expect(r.status).toBe(201);
});
test.afterAll(async () => {
  await endSpecData();
});

for (const width of [390, 1280]) {
  test(`look at ${width}`, async ({ browser }) => {
    for (const [who, path, shot] of [
      [cand, `/jobs/${jobId}`, "job"],
      [owner, `/account/jobs/${jobId}/applications`, "inbox"],
      [owner, `/account/jobs`, "dashboard"],
      [cand, `/account/applications`, "mine"],
    ] as const) {
      const context = await newAppContext(browser, { viewport: { width, height: 900 } });
      const host = new URL(baseUrl()).hostname;
      const [name, value] = who.cookie.split("=") as [string, string];
      await context.addCookies([
        { name, value, domain: host, path: "/" },
        { name: "hrp_signed_in", value: "1", domain: host, path: "/" },
      ]);
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForTimeout(2500);
      if (shot === "mine") await page.getByText("What you sent").first().click();
      await page.screenshot({ path: `/tmp/look-${shot}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log(`OVERFLOW ${shot} ${width}: ${overflow}`);
      if (shot === "inbox") {
        await page.getByRole("button", { name: "Samantha Longname-Candidate" }).click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/look-inbox-dialog-${width}.png`, fullPage: false });
      }
      await context.close();
    }
  });
}
