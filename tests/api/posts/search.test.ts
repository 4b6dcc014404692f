// GET /api/search: ranking, typo tolerance, prefixes, every type, escaping, hidden content, input
// validation, and a second app server that follows writes made on the first.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { User } from "@/models/User";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

// Letters only, so a typo in a test word is a typo and not a different number.
const RUN = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("");
const word = (suffix: string) => `${RUN}${suffix}`;

type Result = { type: string; id: string; title: string; url: string; snippet: string; date: string };
type Answer = { results: Result[]; total: number; tookMs: number };

let admin: TestUser;

async function search(params: Record<string, string>, origin = baseUrl()) {
  const response = await appFetch(`${origin}/api/search?${new URLSearchParams(params)}`, {
    signal: AbortSignal.timeout(20000),
  });
  const json = (await response.json()) as Answer & { success: boolean; message?: string };
  return {
    status: response.status,
    json,
    source: response.headers.get("x-search-source"),
    headers: response.headers,
  };
}

const ids = async (q: string, extra: Record<string, string> = {}, origin?: string) =>
  (await search({ q, limit: "50", ...extra }, origin)).json.results.map((result) => result.id);

async function insertPost(input: {
  title: string;
  body?: string;
  subTitle?: string;
  category?: string[];
  isPublished?: boolean;
  minutesAgo?: number;
}): Promise<string> {
  const subTitle = input.subTitle ?? "A post of the search tests";
  const createdAt = new Date(Date.now() - (input.minutesAgo ?? 0) * 60000);
  const result = await Blog.collection.insertOne({
    title: input.title,
    subTitle,
    ...blogTextFields({
      title: input.title,
      subTitle,
      description: `<p>${input.body ?? "Nothing else."}</p>`,
    }),
    author: { name: "Search Tester" },
    category: input.category ?? ["Benefits"],
    isPublished: input.isPublished ?? true,
    isFromRss: false,
    createdAt,
    updatedAt: createdAt,
  });
  return String(result.insertedId);
}

async function staffPost(path: string, origin = baseUrl()) {
  const response = await appFetch(`${origin}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${admin.token}` },
    signal: AbortSignal.timeout(20000),
  });
  expect(response.status, `${path}`).toBeLessThan(300);
}

/** Polls until `check` holds (the index applies a "everything changed" entry in the background). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  const filter = { title: { $regex: RUN } };
  await Promise.all([
    Blog.deleteMany(filter),
    Job.deleteMany(filter),
    Event.deleteMany(filter),
    Certification.deleteMany(filter),
    User.deleteMany({ _id: admin.id }),
  ]);
});

describe("bad input", () => {
  it.each([
    ["no q", {}],
    ["an empty q", { q: "" }],
    ["a blank q", { q: "   " }],
    ["a q of 201 characters", { q: "a".repeat(201) }],
    ["limit 0", { q: "payroll", limit: "0" }],
    ["limit 51", { q: "payroll", limit: "51" }],
    ["a limit that is not a number", { q: "payroll", limit: "ten" }],
    ["page 0", { q: "payroll", page: "0" }],
    ["an unknown type", { q: "payroll", type: "user" }],
    ["an unknown category", { q: "payroll", category: "Gossip" }],
  ])("answers 400 for %s", async (_name, params) => {
    const { status, json } = await search(params as Record<string, string>);
    expect(status).toBe(400);
    expect(json.success).toBe(false);
    expect(json.message).toEqual(expect.any(String));
  });

  it("accepts 200 characters and limit 50", async () => {
    const { status, json } = await search({ q: "a".repeat(200), limit: "50" });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
  });

  it("answers an unknown search path with a JSON 404", async () => {
    const response = await api("/api/search/nothing");
    expect(response.status).toBe(404);
    expect(response.json.success).toBe(false);
  });
});

describe("results", () => {
  const ids_: Record<string, string> = {};

  beforeAll(async () => {
    ids_.titleMatch = await insertPost({ title: `${word("alpha")} in the title`, minutesAgo: 30 });
    ids_.bodyMatch = await insertPost({
      title: `${RUN} quarterly notes`,
      body: `We discuss ${word("alpha")} here.`,
    });
    ids_.oneWord = await insertPost({ title: `${word("beta")} only` });
    ids_.bothWords = await insertPost({ title: `${word("beta")} and ${word("gamma")}`, minutesAgo: 60 });
    ids_.older = await insertPost({ title: `${word("delta")} guide`, minutesAgo: 120 });
    ids_.newer = await insertPost({ title: `${word("delta")} guide`, minutesAgo: 5 });
    ids_.typo = await insertPost({ title: `${word("payroll")} handbook` });
    ids_.prefix = await insertPost({ title: `Compensation ${word("zebra")}` });
    ids_.recruitment = await insertPost({ title: `Recruitment ${RUN} essentials` });
    ids_.payroll = await insertPost({ title: `Payroll ${RUN} essentials` });
    ids_.xss = await insertPost({
      title: `<script>alert(1)</script> ${word("xss")}`,
      subTitle: `<b>bold</b> ${word("xss")} & more`,
    });
    ids_.category = await insertPost({ title: `${word("cat")} payroll news`, category: ["Payroll"] });
    ids_.otherCategory = await insertPost({ title: `${word("cat")} benefits news`, category: ["Benefits"] });
    ids_.job = String(
      (
        await Job.create({
          title: `${word("omni")} HR manager`,
          company: "Acme",
          location: "Leeds",
          description: "Lead the people team.",
          isApproved: true,
        })
      )._id,
    );
    ids_.event = String(
      (
        await Event.create({
          title: `${word("omni")} summit`,
          description: "Talks and workshops.",
          location: "York",
          date: new Date(Date.now() + 7 * 86_400_000),
          isApproved: true,
        })
      )._id,
    );
    ids_.certification = String(
      (
        await Certification.create({
          title: `${word("omni")} certificate`,
          skills: "Payroll, compliance",
          description: "<p>Learn the rules.</p>",
          date: new Date(),
          duration: "2 days",
          registrationLink: "https://example.com/register",
        })
      )._id,
    );
    ids_.omniPost = await insertPost({ title: `${word("omni")} news` });
    await eventually(async () => (await ids(word("omni"))).length === 4);
  });

  it("ranks a title match above a body match (the body match is newer)", async () => {
    expect(await ids(word("alpha"))).toEqual([ids_.titleMatch, ids_.bodyMatch]);
  });

  it("ranks items with every query word above items with some", async () => {
    expect(await ids(`${word("beta")} ${word("gamma")}`)).toEqual([ids_.bothWords, ids_.oneWord]);
  });

  it("breaks ties by recency", async () => {
    expect(await ids(word("delta"))).toEqual([ids_.newer, ids_.older]);
  });

  it.each([
    ["a missing letter", "payrol"],
    ["an extra letter", "payrolll"],
    ["a wrong letter", "paytoll"],
    ["a swapped pair", "payorll"],
  ])("forgives %s in a word of 5 letters or more", async (_name, typo) => {
    expect(await ids(word(typo))).toEqual([ids_.typo]);
  });

  it('finds "payroll" from "payrol" and "recruitment" from "recruitmnet"', async () => {
    expect(await ids("payrol", { category: "Benefits" })).toContain(ids_.payroll);
    expect(await ids("recruitmnet", { category: "Benefits" })).toContain(ids_.recruitment);
  });

  it("matches the last word as a prefix, from 3 letters", async () => {
    expect(await ids(word("zeb"))).toEqual([ids_.prefix]);
    // Not a prefix when it is not the last word.
    expect(await ids(`${word("zeb")} ${word("nothing")}`)).toEqual([]);
  });

  it("searches every type, and filters by type and category", async () => {
    const all = await search({ q: word("omni") });
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(4);
    expect(new Set(all.json.results.map((result) => result.type))).toEqual(
      new Set(["post", "job", "event", "certification"]),
    );
    const urls = Object.fromEntries(all.json.results.map((result) => [result.type, result.url]));
    expect(urls).toEqual({
      post: `/blog/${ids_.omniPost}`,
      job: `/jobs/${ids_.job}`,
      event: `/events/${ids_.event}`,
      certification: `/certifications/${ids_.certification}`,
    });
    for (const [type, id] of [
      ["post", ids_.omniPost],
      ["job", ids_.job],
      ["event", ids_.event],
      ["certification", ids_.certification],
    ] as const) {
      const one = await search({ q: word("omni"), type });
      expect(one.json.total, type).toBe(1);
      expect(one.json.results.map((result) => result.id)).toEqual([id]);
    }
    expect(await ids(word("cat"), { category: "Payroll" })).toEqual([ids_.category]);
  });

  it("pages through results with limit and page", async () => {
    const first = await search({ q: word("omni"), limit: "3" });
    const second = await search({ q: word("omni"), limit: "3", page: "2" });
    expect(first.json.results).toHaveLength(3);
    expect(second.json.results).toHaveLength(1);
    expect(second.json.total).toBe(4);
    const past = await search({ q: word("omni"), limit: "3", page: "3" });
    expect(past.json.results).toEqual([]);
  });

  it("answers with plain-text titles, escaped snippets with <mark>, a date, the time taken and no caching", async () => {
    const { json, headers, source } = await search({ q: word("xss") });
    expect(source).toBe("index");
    expect(headers.get("cache-control")).toBe("private, no-store");
    const [result] = json.results;
    expect(result?.title).toBe(`<script>alert(1)</script> ${word("xss")}`);
    expect(result?.snippet).toBe(
      `&lt;b&gt;bold&lt;/b&gt; <mark>${word("xss")}</mark> &amp; more — Nothing else.`,
    );
    expect(new Date(result!.date).toString()).not.toBe("Invalid Date");
    expect(json.tookMs).toEqual(expect.any(Number));
  });

  it("highlights a match deep in the body in the snippet", async () => {
    const id = await insertPost({
      title: `${RUN} long read`,
      body: `${"Filler words about other topics. ".repeat(40)}The ${word("deep")} finding comes last.`,
    });
    await eventually(async () => (await ids(word("deep"))).includes(id));
    const [result] = (await search({ q: word("deep") })).json.results;
    expect(result?.snippet).toContain(`<mark>${word("deep")}</mark> finding comes last.`);
    expect(result?.snippet.startsWith("… ")).toBe(true);
  });

  it("shows the title as text on the search page", async () => {
    const response = await appFetch(`${baseUrl()}/search?q=${word("xss")}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain(`<mark>${word("xss")}</mark>`);
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/search"/);
  });
});

describe("hidden content", () => {
  it("never shows unpublished posts, pending jobs or pending events", async () => {
    const hidden = [
      await insertPost({ title: `${word("hidden")} draft`, isPublished: false }),
      String((await Job.create({ title: `${word("hidden")} job`, company: "Acme", isApproved: false }))._id),
      String(
        (await Event.create({ title: `${word("hidden")} event`, date: new Date(), isApproved: false }))._id,
      ),
    ];
    const marker = await insertPost({ title: `${word("hidden")} visible marker` });
    await eventually(async () => (await ids(word("hidden"))).includes(marker));
    const found = await ids(word("hidden"));
    expect(found).toEqual([marker]);
    for (const id of hidden) expect(found).not.toContain(id);
  });
});

describe("a second app server", () => {
  let second: AppServer;

  beforeAll(async () => {
    // Same database and Redis: its index follows the change notices of the stack's server.
    second = await startAppServer({});
    await eventually(async () => (await search({ q: "anything" }, second.url)).source === "index", 60000);
  }, 120000);

  afterAll(async () => {
    await second?.stop();
  });

  /**
   * Polls the second server until `expected` holds for the query, and prints how long that took: a
   * figure, not a bound (a busy machine can take several times longer without anything being wrong).
   */
  const followed = async (change: string, q: string, expected: (found: string[]) => boolean) => {
    const ms = await eventually(async () => expected(await ids(q, {}, second.url)), 20000);
    console.log(`search: the second server followed "${change}" after ${ms} ms`);
  };

  it("publish, unpublish, approve and delete on the first server show on the second", async () => {
    const form = new FormData();
    form.append(
      "blog",
      JSON.stringify({
        title: `${word("cross")} post`,
        subTitle: "Across servers",
        description: "<p>Body</p>",
        category: ["Payroll"],
        isPublished: false,
      }),
    );
    const created = await api<{ blog: { _id: string } }>("/api/blog/add-blog", { form, token: admin.token });
    expect(created.status).toBe(201);
    const postId = created.json.blog._id;
    const jobId = String(
      (await Job.create({ title: `${word("cross")} job`, company: "Acme", isApproved: false }))._id,
    );
    const eventId = String(
      (await Event.create({ title: `${word("cross")} event`, date: new Date(), isApproved: true }))._id,
    );
    await followed(
      "the first index",
      word("cross"),
      (found) => found.includes(eventId) && !found.includes(postId),
    );

    await staffPost(`/api/blog/toggle-publish/${postId}`);
    await followed("publish", word("cross"), (found) => found.includes(postId));

    await staffPost(`/api/admin/approve-job/${jobId}`);
    await followed("approve", word("cross"), (found) => found.includes(jobId));

    await staffPost(`/api/blog/toggle-publish/${postId}`);
    await followed("unpublish", word("cross"), (found) => !found.includes(postId));

    await staffPost(`/api/admin/delete-event/${eventId}`);
    await followed("delete", word("cross"), (found) => !found.includes(eventId));
  }, 120000);
});
