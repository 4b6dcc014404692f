// Cached public pages: served from the cache until a write changes what they show, and then on the
// very next request fresh — while pages the write did not touch stay cached. A second app server
// on the same database and Redis learns of the write through the shared store.
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { User } from "@/models/User";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { startFeedServer, type FeedServer } from "../../helpers/feed-server";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = `cache${randomBytes(4).toString("hex")}`;
let admin: TestUser;

type Page = { status: number; cache: string | null; html: string };

async function page(path: string, origin = baseUrl()): Promise<Page> {
  const response = await appFetch(`${origin}${path}`, { signal: AbortSignal.timeout(20000) });
  return {
    status: response.status,
    cache: response.headers.get("x-nextjs-cache"),
    html: await response.text(),
  };
}

/** Requests the page until it is served from the cache (the first request renders and stores it). */
async function warm(path: string, origin = baseUrl()): Promise<Page> {
  await page(path, origin);
  const cached = await page(path, origin);
  expect(cached.cache, `${path} should be cached after one request`).toBe("HIT");
  return cached;
}

async function addBlog(title: string, category: string, isPublished: boolean): Promise<string> {
  const form = new FormData();
  form.append(
    "blog",
    JSON.stringify({
      title,
      subTitle: "Cached",
      description: "<p>Body</p>",
      category: [category],
      isPublished,
    }),
  );
  const response = await api<{ blog: { _id: string } }>("/api/blog/add-blog", { form, token: admin.token });
  expect(response.status, response.json.message).toBe(201);
  return response.json.blog._id;
}

const staffPost = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await api(path, { method: init.method ?? "POST", token: admin.token, body: init.body });
  expect(response.status, `${path}: ${response.json.message}`).toBeLessThan(300);
  return response;
};

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  await Blog.deleteMany({ title: { $regex: RUN } });
  await Event.deleteMany({ title: { $regex: RUN } });
  await Job.deleteMany({ title: { $regex: RUN } });
  await Certification.deleteMany({ title: { $regex: RUN } });
  await User.deleteMany({ _id: admin.id });
});

describe("blogs", () => {
  it("publishing shows the post on the next request of its listings only; unpublishing removes it", async () => {
    const title = `${RUN} Payroll launch`;
    const id = await addBlog(title, "Payroll", false);
    const untouched = ["/category/benefits", "/jobs", "/events", "/certifications"];
    for (const path of ["/", "/category/payroll", ...untouched]) await warm(path);
    expect((await page(`/blog/${id}`)).status).toBe(404);

    await staffPost(`/api/blog/toggle-publish/${id}`);

    for (const path of ["/", "/category/payroll"]) {
      const fresh = await page(path);
      expect(fresh.cache, path).not.toBe("HIT");
      expect(fresh.html, path).toContain(title);
    }
    const article = await page(`/blog/${id}`);
    expect(article.status).toBe(200);
    expect(article.html).toContain(title);
    for (const path of untouched)
      expect((await page(path)).cache, `${path} was not changed by the write`).toBe("HIT");

    await warm("/");
    await warm(`/blog/${id}`);
    await staffPost(`/api/blog/toggle-publish/${id}`);
    expect((await page("/")).html).not.toContain(title);
    expect((await page(`/blog/${id}`)).status).toBe(404);
  });

  it("approving a comment refreshes its post's page, not the listings", async () => {
    const title = `${RUN} Commented`;
    const id = await addBlog(title, "Benefits", true);
    const comment = await Comment.create({
      blog: id,
      name: "Reader",
      content: `${RUN} first comment`,
      isApproved: false,
    });
    await warm(`/blog/${id}`);
    await warm("/");

    await staffPost(`/api/profile/approve-comment/${comment._id}`);

    const article = await page(`/blog/${id}`);
    expect(article.cache).not.toBe("HIT");
    expect(article.html).toContain(`${RUN} first comment`);
    expect((await page("/")).cache).toBe("HIT");

    await warm(`/blog/${id}`);
    await staffPost(`/api/profile/delete-comment/${comment._id}`);
    expect((await page(`/blog/${id}`)).html).not.toContain(`${RUN} first comment`);
  });

  it("an article shows its newest 50 comments and links to all of them; both follow approvals", async () => {
    const id = await addBlog(`${RUN} Much discussed`, "Benefits", true);
    const now = Date.now();
    await Comment.insertMany(
      Array.from({ length: 55 }, (_, n) => ({
        blog: id,
        name: `Reader ${n}`,
        content: `${RUN} comment number ${n}`,
        isApproved: true,
        createdAt: new Date(now - (55 - n) * 60000),
      })),
    );
    const article = await warm(`/blog/${id}`);
    expect(article.html).toContain("Comments (<!-- -->55<!-- -->)");
    expect(article.html).toContain(`${RUN} comment number 54`);
    expect(article.html).not.toContain(`${RUN} comment number 4<`);
    expect(article.html).toContain(`href="/blog/${id}/comments"`);
    const all = await warm(`/blog/${id}/comments`);
    expect(all.html).toContain(`${RUN} comment number 0<`);
    expect(all.html).toContain('<meta name="robots" content="noindex, follow"');

    const pending = await Comment.create({
      blog: id,
      name: "Late",
      content: `${RUN} the latest word`,
      isApproved: false,
    });
    await warm(`/blog/${id}`);
    await warm(`/blog/${id}/comments`);
    await staffPost(`/api/profile/approve-comment/${pending._id}`);
    expect((await page(`/blog/${id}`)).html).toContain(`${RUN} the latest word`);
    expect((await page(`/blog/${id}/comments`)).html).toContain("Comments (<!-- -->56<!-- -->)");
  });

  it("deleting a published post takes it off its listing and its page", async () => {
    const title = `${RUN} Short lived`;
    const id = await addBlog(title, "Total Rewards", true);
    expect((await warm("/category/total-rewards")).html).toContain(title);
    await warm(`/blog/${id}`);
    await staffPost(`/api/blog/delete/${id}`);
    expect((await page("/category/total-rewards")).html).not.toContain(title);
    expect((await page(`/blog/${id}`)).status).toBe(404);
  });

  it("an RSS import adds its posts to the listings on the next request", async () => {
    const feeds: FeedServer = await startFeedServer();
    try {
      const added = await api<{ feed: { _id: string } }>("/api/profile/add-feed", {
        method: "POST",
        token: admin.token,
        body: { url: feeds.url(`/generated.xml?tag=${RUN}&count=2`), category: "People Analytics" },
      });
      expect(added.status, added.json.message).toBe(201);
      await warm("/category/people-analytics");
      await warm("/jobs");
      await staffPost("/api/profile/import-rss");
      expect((await page("/category/people-analytics")).html).toContain(`Generated ${RUN} story 2`);
      expect((await page("/jobs")).cache).toBe("HIT");
      await staffPost(`/api/profile/delete-feed/${added.json.feed._id}`);
    } finally {
      await feeds.close();
      await Blog.deleteMany({ title: { $regex: RUN } });
    }
  });
});

describe("events, jobs, certifications and About", () => {
  it("approving an event or a job refreshes its list and leaves the other alone", async () => {
    const eventTitle = `${RUN} Summit`;
    const event = await api<{ event: { _id: string } }>("/api/event/create-event", {
      body: {
        title: eventTitle,
        description: "Talks",
        location: "Leeds",
        link: "",
        physical: true,
        date: new Date(Date.now() + 9 * 86400000).toISOString(),
      },
    });
    expect(event.status, event.json.message).toBe(201);
    await warm("/events");
    await warm("/jobs");
    await staffPost(`/api/admin/approve-event/${event.json.event._id}`);
    expect((await page("/events")).html).toContain(eventTitle);
    expect((await page("/jobs")).cache).toBe("HIT");

    const form = new FormData();
    form.append("title", `${RUN} Recruiter`);
    form.append("company", "Acme");
    const job = await api<{ job: { _id: string } }>("/api/job/create-job", { form });
    expect(job.status, job.json.message).toBe(201);
    await warm("/events");
    await warm("/jobs");
    await staffPost(`/api/admin/approve-job/${job.json.job._id}`);
    expect((await page("/jobs")).html).toContain(`${RUN} Recruiter`);
    expect((await page("/events")).cache).toBe("HIT");
    const jobPage = await page(`/jobs/${job.json.job._id}`);
    expect(jobPage.html).toContain(`${RUN} Recruiter`);
  });

  it("a new certification appears in the list; deleting it empties its page", async () => {
    await warm("/certifications");
    const created = await api<{ certification: { _id: string } }>("/api/admin/create-certification", {
      token: admin.token,
      body: {
        title: `${RUN} Analytics course`,
        skills: "SQL",
        description: "<p>Learn</p>",
        date: "2027-03-15",
        duration: "6 weeks",
        registrationLink: "https://learn.example.com/pa",
        level: "Beginner",
      },
    });
    expect(created.status, created.json.message).toBe(201);
    expect((await page("/certifications")).html).toContain(`${RUN} Analytics course`);
    const path = `/certifications/${created.json.certification._id}`;
    expect((await warm(path)).html).toContain(`${RUN} Analytics course`);
    await staffPost(`/api/admin/delete-certification/${created.json.certification._id}`);
    expect((await page(path)).status).toBe(404);
  });

  it("saving About refreshes /about, the home page's organisation data and every page's footer", async () => {
    await warm("/about");
    await warm("/");
    await warm("/jobs");
    const linkedin = `https://linkedin.com/company/${RUN}`;
    await staffPost("/api/admin/update-about", {
      method: "PUT",
      body: {
        about: `<p>${RUN} about text</p>`,
        socialLinks: { linkedin },
        contactInfo: { email: "team@example.com" },
      },
    });
    expect((await page("/about")).html).toContain(`${RUN} about text`);
    expect((await page("/")).html).toContain(linkedin);
    // The footer of every page shows the social links saved with About.
    const jobs = await page("/jobs");
    expect(jobs.cache).not.toBe("HIT");
    expect(jobs.html).toContain(linkedin);
  });
});

describe("the feed, the calendar and the sitemap", () => {
  const text = async (path: string) => (await page(path)).html;

  /**
   * Renames a document behind the app's back without recording an invalidation: through a second
   * connection, which tests/helpers/cache-log.ts does not watch. Only a cached read keeps showing
   * the old title.
   */
  let unwatched: mongoose.Connection | undefined;
  afterAll(async () => {
    await unwatched?.close();
  });
  async function silentSet(collection: string, id: string, fields: Record<string, unknown>) {
    unwatched ??= await mongoose.createConnection(process.env.MONGODB_URI!).asPromise();
    const updated = await unwatched
      .db!.collection(collection)
      .updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: fields });
    expect(updated.matchedCount).toBe(1);
  }

  async function approvedEvent(title: string): Promise<string> {
    const event = await api<{ event: { _id: string } }>("/api/event/create-event", {
      body: {
        title,
        description: "Talks",
        location: "York",
        link: "",
        physical: true,
        date: new Date(Date.now() + 5 * 86400000).toISOString(),
      },
    });
    expect(event.status, event.json.message).toBe(201);
    await staffPost(`/api/admin/approve-event/${event.json.event._id}`);
    return event.json.event._id;
  }

  it("/feed.xml is read from the cache until a post is published, and a job approval leaves it cached", async () => {
    const id = await addBlog(`${RUN} Feed first`, "Payroll", true);
    expect(await text("/feed.xml")).toContain(`${RUN} Feed first`);
    await silentSet("blogs", id, { title: `${RUN} Feed renamed` });
    expect(await text("/feed.xml")).toContain(`${RUN} Feed first`);

    const form = new FormData();
    form.append("title", `${RUN} Feed job`);
    form.append("company", "Acme");
    const job = await api<{ job: { _id: string } }>("/api/job/create-job", { form });
    expect(job.status, job.json.message).toBe(201);
    await staffPost(`/api/admin/approve-job/${job.json.job._id}`);
    expect(await text("/feed.xml")).toContain(`${RUN} Feed first`);

    await addBlog(`${RUN} Feed second`, "Payroll", true);
    const feed = await text("/feed.xml");
    expect(feed).toContain(`${RUN} Feed second`);
    expect(feed).toContain(`${RUN} Feed renamed`);
    expect(feed).not.toContain(`${RUN} Feed first`);
  });

  it("a write the test makes itself, even as a raw command, is on the next request (tests/helpers/cache-log.ts)", async () => {
    const id = await addBlog(`${RUN} Watched first`, "Payroll", true);
    expect(await text("/feed.xml")).toContain(`${RUN} Watched first`);
    await silentSet("blogs", id, { title: `${RUN} Watched hidden` });
    expect(await text("/feed.xml")).toContain(`${RUN} Watched first`);

    const db = mongoose.connection.db!;
    await db.command({
      update: "blogs",
      updates: [
        { q: { _id: new mongoose.Types.ObjectId(id) }, u: { $set: { title: `${RUN} Watched seen` } } },
      ],
    });
    const feed = await text("/feed.xml");
    expect(feed).toContain(`${RUN} Watched seen`);
    expect(feed).not.toContain(`${RUN} Watched first`);
  });

  it("/events.ics is read from the cache until an event is approved", async () => {
    const id = await approvedEvent(`${RUN} Calendar first`);
    expect(await text("/events.ics")).toContain(`${RUN} Calendar first`);
    await silentSet("events", id, { title: `${RUN} Calendar renamed` });
    expect(await text("/events.ics")).toContain(`${RUN} Calendar first`);

    await approvedEvent(`${RUN} Calendar second`);
    const calendar = await text("/events.ics");
    expect(calendar).toContain(`${RUN} Calendar second`);
    expect(calendar).toContain(`${RUN} Calendar renamed`);
  });

  it("/sitemap/0.xml is read from the cache until a post is unpublished", async () => {
    const hidden = await addBlog(`${RUN} Sitemap hidden`, "Benefits", true);
    const other = await addBlog(`${RUN} Sitemap other`, "Benefits", true);
    expect(await text("/sitemap/0.xml")).toContain(`/blog/${hidden}`);
    await silentSet("blogs", hidden, { isPublished: false });
    expect(await text("/sitemap/0.xml")).toContain(`/blog/${hidden}`);

    await staffPost(`/api/blog/toggle-publish/${other}`);
    const sitemap = await text("/sitemap/0.xml");
    expect(sitemap).not.toContain(`/blog/${hidden}`);
    expect(sitemap).not.toContain(`/blog/${other}`);
  });
});

describe("which URLs are served from the cache", () => {
  // A second page of one category: 31 posts of their own, inserted directly, then one more
  // published through the API, which expires the listings on the server.
  const PAGED_CATEGORY = "Performance Management";
  beforeAll(async () => {
    const author = { name: "Cache test", user: new mongoose.Types.ObjectId(admin.id) };
    await Blog.insertMany(
      Array.from({ length: 31 }, (_, n) => ({
        title: `${RUN} paged ${n}`,
        subTitle: "Paged",
        description: "<p>Body</p>",
        category: [PAGED_CATEGORY],
        isPublished: true,
        author,
      })),
    );
    await addBlog(`${RUN} paged last`, PAGED_CATEGORY, true);
  });

  it.each([
    "/",
    "/page/2",
    "/category/payroll",
    "/category/performance-management",
    "/category/performance-management/page/2",
    "/jobs",
    "/events",
    "/certifications",
    "/about",
  ])("%s is cached", async (path) => {
    const cached = await warm(path);
    expect(cached.status).toBe(200);
  });

  // Searches (any text makes a new entry) render per request, at the URL the reader typed.
  it.each(["/?search=payroll", "/?category=Payroll&search=pay", "/events?search=summit"])(
    "%s is rendered per request",
    async (path) => {
      await page(path);
      const again = await page(path);
      expect(again.status).toBe(200);
      expect(again.cache).toBeNull();
    },
  );
});

describe("two app servers on one database", () => {
  let second: AppServer;
  beforeAll(async () => {
    // Same database, same Redis (REDIS_URL of the test stack): one shared cache.
    second = await startAppServer({});
  }, 120000);
  afterAll(async () => {
    await second?.stop();
  });

  it("a publish on the first server shows on the second server's very next request", async () => {
    const title = `${RUN} Cross server`;
    const id = await addBlog(title, "HR Technology", false);
    // Cached on the second server before the write: the write must reach that copy too.
    await warm("/category/hr-technology", second.url);
    await staffPost(`/api/blog/toggle-publish/${id}`);

    // The tag expired in the shared store with the write, and the change notice the second
    // server's index reads before it renders a listing was appended in the same transaction.
    expect((await page("/category/hr-technology", second.url)).html).toContain(title);
  });
});
