// Stored XSS: the payload corpus goes through every field that reaches a public page (comments,
// blogs, events, jobs, certifications, About, RSS items, members' profiles, replies, staff replies,
// flag notes, company pages, organisers' event edits, on-site applications and question labels) and the admins' integrations page (API key names, webhook URLs) and
// moderation inbox, then Chromium opens every affected page
// with alert/confirm/prompt hooked: nothing may fire, and no event-handler attribute or
// javascript: URL may reach the DOM. Prints the numbers of payloads, stored fields and pages.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Comment } from "@/models/Comment";
import { CommentFlag } from "@/models/CommentFlag";
import { Company } from "@/models/Company";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { Application } from "@/models/Application";
import { ApplicationCv } from "@/models/ApplicationCv";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { User } from "@/models/User";
import { Website } from "@/models/Website";
import { ALL_XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { CERTIFICATIONS_PAGE_SIZE, JOBS_PAGE_SIZE } from "@/lib/constants";
import { signIn } from "../../e2e/helpers/session";
import { createStaffUser, type TestUser } from "../helpers/auth";
import { makePdf } from "../helpers/cv-files";
import { connectAroundFile } from "../helpers/db-hooks";
import { api, baseUrl } from "../helpers/server";
import { newAppContext } from "../helpers/cache-log";

connectAroundFile();

const TAG = `xss${randomBytes(4).toString("hex")}`;
const PAYLOADS = ALL_XSS_PAYLOADS;
const cut = (value: string, max: number) => value.slice(0, max);

let admin: TestUser;
let browser: Browser;
let context: BrowserContext;
let feedServer: http.Server;
let feedId: string | undefined;
let savedAbout: Record<string, unknown> | null = null;
/** Field values the API accepted and stored (a rejected one is a defence too, but not counted). */
let storedFields = 0;
const pages = new Set<string>();
const blogIds: string[] = [];
const certificationIds: string[] = [];
/** One member per payload, with a session cookie value: their profile shows on /account and in the top bar. */
const memberCookies: string[] = [];
/** Issue 33: one company page per payload. */
const companySlugs: string[] = [];
/** Issue 43: on-site jobs whose questions carry the payloads; the first takes every member's application. */
const applyJobIds: string[] = [];

function payloadFeed(): string {
  const cdata = (value: string) => `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
  const items = PAYLOADS.map(
    (payload, index) =>
      `<item><title>${cdata(`${TAG} rss ${index} ${payload}`)}</title><link>https://xss.example/${TAG}/${index}?q=${encodeURIComponent(payload)}</link>` +
      `<dc:creator>${cdata(payload)}</dc:creator><pubDate>${new Date(Date.UTC(2025, 0, 1, 0, index)).toUTCString()}</pubDate>` +
      `<description>${cdata(`<p>${TAG}</p>${payload}`)}</description><content:encoded>${cdata(`<p>${TAG}</p>${payload}`)}</content:encoded></item>`,
  ).join("");
  return `<?xml version="1.0"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>${cdata(`${TAG} feed <script>alert(1)</script>`)}</title><link>https://xss.example/</link><description>x</description>${items}</channel></rss>`;
}

async function seedThroughTheApi() {
  const count = (status: number, fields: number) => {
    if (status >= 200 && status < 300) storedFields += fields;
    return status;
  };

  // Blogs (staff add-blog): title, sub title, description.
  for (const [index, payload] of PAYLOADS.entries()) {
    const form = new FormData();
    form.set(
      "blog",
      JSON.stringify({
        title: cut(`${TAG} blog ${index} ${payload}`, 300),
        subTitle: cut(payload, 500),
        description: `<p>${TAG}</p>${payload}${PAYLOADS[(index + 1) % PAYLOADS.length]}`,
        category: ["HR Technology"],
        isPublished: true,
      }),
    );
    const response = await api<{ blog: { _id: string } }>("/api/blog/add-blog", { form, token: admin.token });
    expect(response.status, `blog ${index}: ${JSON.stringify(response.json)}`).toBe(201);
    count(response.status, 3);
    blogIds.push(response.json.blog._id);
  }

  // Comments on the first blog: name and content, approved straight in the database.
  for (const payload of PAYLOADS) {
    const response = await api("/api/blog/add-comment", {
      body: { blog: blogIds[0], name: cut(payload, 80), content: payload },
    });
    count(response.status, 2);
  }
  await Comment.updateMany({ blog: blogIds[0] }, { $set: { isApproved: true } });

  // Events and jobs from the public forms, approved in the database.
  for (const [index, payload] of PAYLOADS.entries()) {
    const event = await api("/api/event/create-event", {
      body: {
        title: cut(`${TAG} ${payload}`, 200),
        description: payload,
        physical: true,
        location: cut(payload, 300),
        link: "",
        date: "2031-03-03",
      },
    });
    count(event.status, 3);
    const form = new FormData();
    form.set("title", cut(`${TAG} ${payload}`, 200));
    form.set("company", cut(payload, 200));
    form.set("location", cut(payload, 300));
    form.set("description", payload);
    form.set("link", `https://jobs.example/${TAG}/${index}`);
    count((await api("/api/job/create-job", { form })).status, 4);
  }
  await Event.updateMany({ title: new RegExp(`^${TAG} `) }, { $set: { isApproved: true } });
  await Job.updateMany({ title: new RegExp(`^${TAG} `) }, { $set: { isApproved: true } });

  // Certifications (admin): title, skills, description, duration.
  for (const payload of PAYLOADS) {
    const response = await api<{ certification: { _id: string } }>("/api/admin/create-certification", {
      token: admin.token,
      body: {
        title: cut(`${TAG} ${payload}`, 200),
        skills: payload,
        description: `<p>${TAG}</p>${payload}`,
        date: "2031-01-01",
        duration: cut(payload, 100),
        registrationLink: "https://certs.example/register",
      },
    });
    count(response.status, 4);
    if (response.status === 201) certificationIds.push(response.json.certification._id);
  }

  // Integrations (admin, rendered only at /profile/integrations): API key names and webhook URLs.
  for (const payload of PAYLOADS) {
    const key = await api("/api/admin/api-keys", {
      token: admin.token,
      body: { name: cut(`${TAG} ${payload}`, 100) },
    });
    count(key.status, 1);
    const hook = await api("/api/admin/webhooks", {
      token: admin.token,
      body: { url: cut(`http://127.0.0.1:9/${TAG}?${payload}`, 2000), events: ["comment.published"] },
    });
    count(hook.status, 1);
  }

  // About (admin): the text holds every payload; links and e-mail must refuse script URLs.
  savedAbout = (await Website.findOne().lean()) as Record<string, unknown> | null;
  const about = await api("/api/admin/update-about", {
    method: "PUT",
    token: admin.token,
    body: {
      about: `<p>${TAG}</p>${PAYLOADS.join("\n")}`,
      socialLinks: { facebook: "", instagram: "", linkedin: "" },
      contactInfo: { email: "" },
    },
  });
  expect(about.status).toBe(200);
  count(about.status, PAYLOADS.length);
  const badLink = await api("/api/admin/update-about", {
    method: "PUT",
    token: admin.token,
    body: { about: "x", socialLinks: { facebook: "javascript:alert(1)" } },
  });
  expect(badLink.status).toBe(400);

  // Members' profiles (PUT /api/members/me with the member's own session): name, headline, company
  // and a free-text credential. Members and sessions are arranged in the database.
  for (const [index, payload] of PAYLOADS.entries()) {
    const member = await Member.create({ email: `${TAG}-member-${index}@example.test` });
    const token = randomBytes(32).toString("base64url");
    await MemberSession.create({
      _id: createHash("sha256").update(token).digest("hex"),
      memberId: member._id,
      method: "code",
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const response = await api("/api/members/me", {
      method: "PUT",
      headers: { Cookie: `hrp_member=${token}` },
      body: {
        name: cut(`${index} ${payload}`, 80).trim() || `${index}`,
        headline: cut(payload, 120),
        company: cut(payload, 120),
        credentials: ["SHRM-CP", cut(payload, 40).trim() || "x"],
      },
    });
    expect(response.status, `member ${index}: ${JSON.stringify(response.json)}`).toBe(200);
    count(response.status, 4);
    memberCookies.push(token);

    // Issue 33: the member's company page (name, about, size, industry, locations, a website whose
    // query holds the payload), verified by staff so that it shows in the directory too.
    // Multipart turns every line break into CRLF: short fields get the payload on one line.
    const line = payload.replace(/\s+/g, " ");
    const company = new FormData();
    company.set("name", cut(`${TAG} company ${index} ${line}`, 120));
    company.set("website", `https://xss.example/${TAG}?q=${encodeURIComponent(payload)}`);
    company.set("about", cut(payload, 5000));
    company.set("size", cut(line, 40));
    company.set("industry", cut(line, 120));
    company.set("locations", cut(line, 120).replaceAll(",", " ") || "x");
    const created = await api<{ company: { slug: string } }>("/api/companies", {
      headers: { Cookie: `hrp_member=${token}` },
      form: company,
    });
    expect(created.status, `company ${index}: ${JSON.stringify(created.json)}`).toBe(201);
    count(created.status, 6);
    companySlugs.push(created.json.company.slug);

    // Issue 34: the member organises an event; once it is approved, their edit with the payload waits
    // for review and shows in the inbox as a before/after.
    const organiser = { Cookie: `hrp_member=${token}` };
    const event = await api<{ event: { _id: string } }>("/api/event/create-event", {
      headers: organiser,
      body: {
        title: `${TAG} organised ${index}`,
        description: "x",
        physical: true,
        location: "x",
        link: "",
        date: "2031-04-04",
      },
    });
    expect(event.status, `organised event ${index}: ${JSON.stringify(event.json)}`).toBe(201);
    const eventId = event.json.event._id;
    expect(
      (await api(`/api/admin/approve-event/${eventId}`, { method: "POST", token: admin.token })).status,
    ).toBe(200);
    const edit = await api<{ pendingChanges: boolean }>(`/api/event/update-event/${eventId}`, {
      method: "PUT",
      headers: organiser,
      body: {
        title: cut(`${TAG} organised ${index} ${payload}`, 200),
        description: payload,
        physical: true,
        location: cut(payload, 300),
        link: "",
        date: "2031-04-04",
      },
    });
    count(edit.status, 3);
    // Refused (a 4xx is a defence too) or held for review: never live straight away, never a failure.
    const outcome =
      edit.status === 200
        ? edit.json.pendingChanges === true
          ? "held for review"
          : "live"
        : edit.status >= 400 && edit.status < 500
          ? "refused"
          : `failed (${edit.status})`;
    expect(["held for review", "refused"], `organised event ${index} edit`).toContain(outcome);
    const verified = await api(`/api/admin/companies/${created.json.company.slug}/verify`, {
      method: "POST",
      token: admin.token,
    });
    expect(verified.status).toBe(200);
  }

  // Issue 32: replies (a guest's name and text, a member's reply under their payload profile, a staff
  // reply) under the first approved comment, then flag notes (one member's flag per guest reply).
  const root = String(
    (await Comment.findOne({ blog: blogIds[0], isApproved: true }).select("_id").lean())!._id,
  );
  for (const [index, payload] of PAYLOADS.entries()) {
    const guest = await api("/api/blog/add-comment", {
      body: { blog: blogIds[0], parent: root, name: cut(`${TAG} ${payload}`, 80), content: payload },
    });
    count(guest.status, 2);
    const member = await api("/api/blog/add-comment", {
      headers: { Cookie: `hrp_member=${memberCookies[index]}` },
      body: { blog: blogIds[0], parent: root, content: payload },
    });
    count(member.status, 1);
    const staff = await api(`/api/admin/comments/${root}/reply`, {
      token: admin.token,
      body: { content: payload },
    });
    count(staff.status, 1);
  }
  await Comment.updateMany({ blog: blogIds[0] }, { $set: { isApproved: true, state: "approved" } });
  const guestReplies = await Comment.find({ blog: blogIds[0], parent: root, name: new RegExp(`^${TAG} `) })
    .select("_id")
    .lean();
  for (const [index, payload] of PAYLOADS.entries()) {
    const target = guestReplies[index];
    if (!target) continue;
    const flagged = await api(`/api/comments/${String(target._id)}/flag`, {
      headers: { Cookie: `hrp_member=${memberCookies[index]}` },
      body: { reason: "other", note: cut(payload, 500) },
    });
    count(flagged.status, 1);
  }

  // Issue 43: on-site jobs whose screening questions carry the payloads (posted by member 0 through
  // the job form), and one application per member whose every field carries its payload.
  for (let start = 0; start < PAYLOADS.length; start += 10) {
    const form = new FormData();
    form.set("title", `${TAG} apply ${start}`);
    form.set("location", "Leeds");
    form.set("applyMode", "onsite");
    form.set(
      "questions",
      JSON.stringify(
        PAYLOADS.slice(start, start + 10).map((payload, offset) => ({
          id: `q${offset}`,
          label: cut(payload, 300).trim() || "x",
          kind: offset % 3 === 2 ? "choice" : "text",
          ...(offset % 3 === 2 ? { options: [cut(payload, 100).trim() || "x", "Other"] } : {}),
          required: false,
        })),
      ),
    );
    const job = await api<{ job: { _id: string } }>("/api/job/create-job", {
      headers: { Cookie: `hrp_member=${memberCookies[0]}` },
      form,
    });
    expect(job.status, `apply job ${start}: ${JSON.stringify(job.json)}`).toBe(201);
    count(job.status, Math.min(10, PAYLOADS.length - start));
    applyJobIds.push(job.json.job._id);
  }
  await Job.updateMany({ _id: { $in: applyJobIds } }, { $set: { isApproved: true, state: "approved" } });
  const cv = await makePdf(`${TAG} cv`);
  const questions = (await Job.findById(applyJobIds[0]).lean())!.questions ?? [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const form = new FormData();
    form.set("name", cut(payload, 200).trim() || "x");
    form.set("coverLetter", cut(payload, 5000));
    form.set(
      "answers",
      JSON.stringify(
        Object.fromEntries(
          questions.map((question) => [
            question.id,
            question.kind === "choice" ? (question.options?.[0] ?? "") : cut(payload, 2000),
          ]),
        ),
      ),
    );
    form.set("cv", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), `${cut(payload, 60)}.pdf`);
    const applied = await api(`/api/jobs/${applyJobIds[0]}/applications`, {
      headers: { Cookie: `hrp_member=${memberCookies[index]}` },
      form,
    });
    expect(applied.status, `application ${index}: ${JSON.stringify(applied.json)}`).toBe(201);
    count(applied.status, 3 + questions.length);
  }

  // RSS: a local feed whose every item carries a payload in its title, author and body.
  const xml = payloadFeed();
  feedServer = http.createServer((_, res) => {
    res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" });
    res.end(xml);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  const { port } = feedServer.address() as AddressInfo;
  const feed = await api<{ feed: { _id: string } }>("/api/profile/add-feed", {
    token: admin.token,
    body: { url: `http://127.0.0.1:${port}/${TAG}.xml`, category: "HR Technology" },
  });
  expect(feed.status).toBe(201);
  feedId = feed.json.feed._id;
  const imported = await api<{ imported: number }>("/api/profile/import-rss", {
    method: "POST",
    token: admin.token,
  });
  expect(imported.status).toBe(200);
  const rssBlogs = await Blog.find({ title: new RegExp(`^${TAG} rss `) })
    .select("_id")
    .lean();
  expect(rssBlogs.length).toBe(PAYLOADS.length);
  storedFields += rssBlogs.length * 3;
  blogIds.push(...rssBlogs.map((blog) => String(blog._id)));
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  await seedThroughTheApi();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
  context = await newAppContext(browser);
  await context.addInitScript(hookDialogs);
}, 600000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  await new Promise((resolve) => (feedServer ? feedServer.close(resolve) : resolve(undefined)));
  if (feedId) await api(`/api/profile/delete-feed/${feedId}`, { method: "POST", token: admin.token });
  const comments = await Comment.find({ blog: { $in: blogIds } }).distinct("_id");
  await CommentFlag.deleteMany({ comment: { $in: comments } });
  await Comment.deleteMany({ blog: { $in: blogIds } });
  await Blog.deleteMany({ _id: { $in: blogIds } });
  await Event.deleteMany({ title: new RegExp(`^${TAG} `) });
  const applications = await Application.find({ job: { $in: applyJobIds } }).distinct("_id");
  await ApplicationCv.deleteMany({ application: { $in: applications } });
  await Application.deleteMany({ _id: { $in: applications } });
  await Job.deleteMany({ title: new RegExp(`^${TAG} `) });
  await Certification.deleteMany({ _id: { $in: certificationIds } });
  await Company.deleteMany({ _id: { $in: companySlugs } });
  if (savedAbout) await Website.replaceOne({ _id: savedAbout._id }, savedAbout);
  else await Website.deleteMany({ about: new RegExp(TAG) });
  const members = await Member.find({ email: new RegExp(`^${TAG}-member-`) })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((member) => member._id) } });
  await Member.deleteMany({ _id: { $in: members.map((member) => member._id) } });
  await User.deleteOne({ _id: admin.id });
});

/** Any script that gets to run calls one of these: record instead of blocking on a dialog. */
function hookDialogs() {
  const calls: string[] = [];
  (window as unknown as { __xssCalls: string[] }).__xssCalls = calls;
  for (const name of ["alert", "confirm", "prompt", "print"] as const) {
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls.push(`${name}(${args.map(String).join(",")})`);
      return name === "confirm" ? false : null;
    };
  }
}

type Finding = { url: string; what: string };

/** The page `url` as the member whose session cookie is `memberCookie` (their name loads in the top bar). */
async function visitAsMember(url: string, memberCookie: string, findings: Finding[]) {
  const host = new URL(baseUrl()).hostname;
  await context.addCookies([
    { name: "hrp_member", value: memberCookie, domain: host, path: "/" },
    { name: "hrp_signed_in", value: "1", domain: host, path: "/" },
  ]);
  await visit(url, findings, {
    label: `${url} (member ${memberCookies.indexOf(memberCookie)})`,
    ready: async (page) => {
      // The profile form and the top bar's name have loaded from /api/members/me.
      await page.getByRole("link", { name: /^Your account: / }).waitFor({ timeout: 20000 });
      await page.getByRole("textbox", { name: "Headline" }).waitFor({ timeout: 20000 });
    },
  });
}

/** A member page whose content loads in the browser, with `ready` waiting for (and opening) it. */
async function visitAsMemberPage(
  url: string,
  memberCookie: string,
  findings: Finding[],
  ready: (page: Page) => Promise<void>,
) {
  const host = new URL(baseUrl()).hostname;
  await context.addCookies([
    { name: "hrp_member", value: memberCookie, domain: host, path: "/" },
    { name: "hrp_signed_in", value: "1", domain: host, path: "/" },
  ]);
  await visit(url, findings, { label: `${url} (member ${memberCookies.indexOf(memberCookie)})`, ready });
}

type VisitOptions = { label?: string; ready?: (page: Page) => Promise<void>; from?: BrowserContext };

async function visit(url: string, findings: Finding[], options: VisitOptions = {}) {
  const { label = url, ready, from = context } = options;
  pages.add(label);
  const page = await from.newPage();
  page.on("dialog", (dialog) => {
    findings.push({ url: label, what: `dialog ${dialog.type()}: ${dialog.message()}` });
    void dialog.dismiss();
  });
  page.on("pageerror", () => undefined);
  try {
    const response = await page.goto(`${baseUrl()}${url}`, { waitUntil: "load", timeout: 30000 });
    expect(response?.status(), url).toBeLessThan(400);
    if (ready) await ready(page);
    // Let error handlers of broken images, autofocus and CSS animations run; hover over everything.
    await page.mouse.move(10, 10);
    await page.mouse.move(600, 400, { steps: 5 });
    await page.waitForTimeout(300);
    const result = await page.evaluate(() => {
      const calls = (window as unknown as { __xssCalls: string[] }).__xssCalls ?? [];
      const injected: string[] = [];
      for (const element of Array.from(document.querySelectorAll("*"))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value.trim().toLowerCase();
          if (name.startsWith("on")) injected.push(`${element.tagName} ${name}`);
          if (
            ["href", "src", "action", "formaction", "xlink:href", "data"].includes(name) &&
            /^(javascript|vbscript|data:text\/html)/.test(value.replace(/\s/g, ""))
          ) {
            injected.push(`${element.tagName} ${name}=${value.slice(0, 40)}`);
          }
        }
        if (["IFRAME", "OBJECT", "EMBED", "BASE"].includes(element.tagName)) injected.push(element.tagName);
      }
      return { calls, injected };
    });
    for (const call of result.calls) findings.push({ url: label, what: `script ran: ${call}` });
    for (const item of result.injected) findings.push({ url: label, what: `in the DOM: ${item}` });
  } finally {
    await page.close();
  }
}

describe("stored XSS in the browser", () => {
  it("no payload runs on any page that shows it", async () => {
    // The site search page shows the payloads as titles and highlighted snippets.
    const urls = new Set<string>(["/about", `/search?q=${TAG}`]);
    // Every page of the job and certification listings (a page past the last one is a 404).
    const jobPages = Math.ceil((await Job.countDocuments({ isApproved: true })) / JOBS_PAGE_SIZE);
    const certificationPages = Math.ceil((await Certification.countDocuments({})) / CERTIFICATIONS_PAGE_SIZE);
    for (let page = 1; page <= Math.max(jobPages, certificationPages, 6); page++) {
      if (page <= 6) {
        urls.add(`/?search=${TAG}&page=${page}`);
        urls.add(`/events?search=${TAG}&page=${page}`);
      }
      if (page <= jobPages) urls.add(page > 1 ? `/jobs/page/${page}` : "/jobs");
      if (page <= certificationPages) urls.add(page > 1 ? `/certifications/page/${page}` : "/certifications");
    }
    for (const id of blogIds) urls.add(`/blog/${id}`);
    for (const id of certificationIds) urls.add(`/certifications/${id}`);
    urls.add("/companies");
    for (const slug of companySlugs) urls.add(`/companies/${slug}`);
    // Members' pages use the context's cookies: visited one member at a time, after the others.

    const findings: Finding[] = [];
    const queue = [...urls];
    // Four tabs at a time, bounded by the list.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) await visit(url, findings);
      }),
    );

    // The back-office page that lists API key names and webhook URLs, signed in as the admin.
    const signedIn = await newAppContext(browser);
    await signedIn.addInitScript(hookDialogs);
    await signIn(signedIn, admin);
    await visit("/profile/integrations", findings, { from: signedIn });
    // Issue 32: flag notes and replies in the moderation inbox's Flagged tab.
    await visit("/profile/inbox", findings, {
      from: signedIn,
      label: "/profile/inbox (Flagged)",
      ready: async (page) => {
        await page.getByRole("tab", { name: "Flagged" }).click({ timeout: 20000 });
        await page
          .getByText(/Flagged \d+×/)
          .first()
          .waitFor({ timeout: 20000 });
      },
    });
    // Issue 34: organisers' edits waiting for review (before/after) at the top of the inbox.
    await visit("/profile/inbox", findings, {
      from: signedIn,
      label: "/profile/inbox (event edits)",
      ready: async (page) => {
        await page
          .getByRole("heading", { name: "Event edits waiting for review" })
          .waitFor({ timeout: 20000 });
        await page.getByText(`${TAG} organised 0`, { exact: false }).first().waitFor({ timeout: 20000 });
      },
    });
    const integrations = await signedIn.newPage();
    await integrations.goto(`${baseUrl()}/profile/integrations`);
    await expect
      .poll(
        async () => (await integrations.getByRole("table", { name: "Content API keys" }).textContent()) ?? "",
      )
      .toContain(TAG);
    await integrations.close();
    await signedIn.close();

    for (const cookie of memberCookies) await visitAsMember("/account", cookie, findings);
    // Issue 43: the question labels on the job pages' apply forms; the owner's inbox with every
    // application opened in turn; each candidate's own list.
    for (const id of applyJobIds) await visit(`/jobs/${id}`, findings);
    await visitAsMemberPage(
      `/account/jobs/${applyJobIds[0]}/applications`,
      memberCookies[0]!,
      findings,
      async (page) => {
        const names = page.getByRole("table", { name: "Applications" }).getByRole("button");
        await names.first().waitFor({ timeout: 20000 });
        const total = await names.count();
        expect(total).toBe(PAYLOADS.length);
        for (let row = 0; row < total; row++) {
          await names.nth(row).click();
          await page
            .getByRole("dialog")
            .getByRole("link", { name: /Download the CV/ })
            .waitFor({ timeout: 20000 });
          await page.keyboard.press("Escape");
        }
      },
    );
    for (const cookie of memberCookies)
      await visitAsMemberPage("/account/applications", cookie, findings, async (page) => {
        await page.getByText("What you sent").first().click({ timeout: 20000 });
      });
    await context.clearCookies();

    // The payloads really reached the pages (otherwise the test proves nothing).
    const check = await context.newPage();
    await check.goto(`${baseUrl()}/blog/${blogIds[0]}`);
    expect(await check.content()).toContain(TAG);
    await check.close();

    console.log(
      `XSS: ${PAYLOADS.length} payloads, ${storedFields} stored field values, ${pages.size} pages opened in Chromium, ${findings.length} findings`,
    );
    expect(findings).toEqual([]);
  }, 900000);
});
