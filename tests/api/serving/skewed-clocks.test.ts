// Two app servers whose clocks are 90 s apart (Debian's faketime: the second one runs 90 s behind),
// on one database and one Redis (issue 42): an edit, a publish, an unpublish, a comment approval
// and a job closed through either server show through the other's pages, listings, feed and search
// within 10 s, and never revert in the minute after. No server compares another's time with its own.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Comment } from "@/models/Comment";
import { Job } from "@/models/Job";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { blogForm, blogFields } from "../../helpers/blog-forms";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { baseUrl } from "../../helpers/server";

connectAroundFile();

const RUN = `skew${randomBytes(3).toString("hex")}`;
const word = (name: string) => `${RUN}${name}`;
const SHOWS_WITHIN_MS = 10_000;
const HOLDS_FOR_MS = 60_000;

let admin: TestUser;
let behind: AppServer;
const first = () => baseUrl();
const second = () => behind.url;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  behind = await startAppServer({ FAKETIME_DONT_FAKE_MONOTONIC: "1" }, ["faketime", "-f", "-90s"]);
}, 120_000);

afterAll(async () => {
  await behind?.stop();
});

async function text(origin: string, path: string): Promise<{ status: number; body: string }> {
  const response = await appFetch(`${origin}${path}`, { signal: AbortSignal.timeout(20_000) });
  return { status: response.status, body: await response.text() };
}

async function staff(
  origin: string,
  path: string,
  init: { method?: string; body?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${admin.token}` };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await appFetch(`${origin}${path}`, {
    method: init.method ?? "POST",
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    signal: AbortSignal.timeout(20_000),
  });
  const json = (await response.json()) as { message?: string; blog?: { _id: string } };
  expect(response.status, `${path}: ${json.message}`).toBeLessThan(300);
  return json;
}

async function addPost(origin: string, name: string, isPublished: boolean): Promise<string> {
  const json = await staff(origin, "/api/blog/add-blog", {
    form: blogForm({ ...blogFields(RUN), title: `${word(name)} post`, isPublished }),
  });
  return json.blog!._id;
}

const searchIds = async (origin: string, q: string) => {
  const response = await appFetch(`${origin}/api/search?${new URLSearchParams({ q })}`, {
    signal: AbortSignal.timeout(20_000),
  });
  return JSON.stringify(await response.json());
};

/** Whether everything a change should show is shown by `origin`. */
type Check = { name: string; origin: () => string; holds: () => Promise<boolean> };

async function showsWithin(check: Check): Promise<number> {
  const started = Date.now();
  while (!(await check.holds())) {
    if (Date.now() - started > SHOWS_WITHIN_MS) throw new Error(`${check.name}: not shown within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - started;
}

describe("two app servers with clocks 90 s apart", () => {
  it("see each other's edits, publications, approvals and closings at once, and keep seeing them", async () => {
    // The second server's clock really is behind (its own answer's Date header).
    const skew = Date.now() - Date.parse((await appFetch(`${second()}/api/health`)).headers.get("date")!);
    expect(skew).toBeGreaterThan(80_000);

    const toPublish = await addPost(first(), "publish", false);
    const toUnpublish = await addPost(second(), "unpublish", true);
    const toEdit = await addPost(first(), "edit", true);
    const job = await Job.create({
      title: `${word("job")} opening`,
      company: "Acme",
      isApproved: true,
      validThrough: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    const comment = await Comment.create({
      blog: toEdit,
      name: "Reader",
      content: `${word("comment")} approved`,
      isApproved: false,
    });
    // Every copy is cached on both servers before the changes.
    for (const origin of [first(), second()])
      for (const path of ["/", "/feed.xml", "/jobs", `/blog/${toEdit}`, `/blog/${toUnpublish}`])
        await text(origin, path);

    const checks: Check[] = [];
    const change = async (made: () => Promise<unknown>, check: Check) => {
      await made();
      console.log(`skewed clocks: ${check.name} shown after ${await showsWithin(check)} ms`);
      checks.push(check);
    };

    // Published through the server behind, seen by the first: listing, feed, article, search.
    await change(() => staff(second(), `/api/blog/toggle-publish/${toPublish}`), {
      name: "publish (behind → first)",
      origin: first,
      holds: async () =>
        (await text(first(), "/")).body.includes(word("publish")) &&
        (await text(first(), "/feed.xml")).body.includes(word("publish")) &&
        (await text(first(), `/blog/${toPublish}`)).status === 200 &&
        (await searchIds(first(), word("publish"))).includes(toPublish),
    });
    // Unpublished through the first, gone from the server behind.
    await change(() => staff(first(), `/api/blog/toggle-publish/${toUnpublish}`), {
      name: "unpublish (first → behind)",
      origin: second,
      holds: async () =>
        !(await text(second(), "/")).body.includes(word("unpublish")) &&
        !(await text(second(), "/feed.xml")).body.includes(word("unpublish")) &&
        (await text(second(), `/blog/${toUnpublish}`)).status === 404 &&
        !(await searchIds(second(), word("unpublish"))).includes(toUnpublish),
    });
    // Edited through the server behind, seen by the first.
    await change(
      () =>
        staff(second(), `/api/blog/update-blog/${toEdit}`, {
          method: "PUT",
          form: blogForm({ ...blogFields(RUN), title: `${word("edited")} post`, isPublished: true }),
        }),
      {
        name: "edit (behind → first)",
        origin: first,
        holds: async () =>
          (await text(first(), `/blog/${toEdit}`)).body.includes(word("edited")) &&
          (await text(first(), "/")).body.includes(word("edited")) &&
          (await searchIds(first(), word("edited"))).includes(toEdit),
      },
    );
    // A comment approved through the first, shown on the article by the server behind.
    await change(() => staff(first(), `/api/profile/approve-comment/${comment._id}`), {
      name: "comment approval (first → behind)",
      origin: second,
      holds: async () => (await text(second(), `/blog/${toEdit}`)).body.includes(word("comment")),
    });
    // A job closed (filled) through the server behind, gone from the first's listing and search.
    await change(() => staff(second(), `/api/admin/job-status/${job._id}`, { body: { status: "filled" } }), {
      name: "job closed (behind → first)",
      origin: first,
      holds: async () =>
        !(await text(first(), "/jobs")).body.includes(word("job")) &&
        !(await searchIds(first(), word("job"))).includes(String(job._id)),
    });

    // None of them reverts in the minute after, on either clock.
    const reverted = new Set<string>();
    const until = Date.now() + HOLDS_FOR_MS;
    while (Date.now() < until) {
      for (const check of checks) if (!(await check.holds())) reverted.add(check.name);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect([...reverted]).toEqual([]);
  }, 240_000);
});
