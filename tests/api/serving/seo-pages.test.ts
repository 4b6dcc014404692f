// Structured data and metadata on the public pages, read from the server's raw HTML.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { blogTextFields } from "@/lib/posts/blog-text";
import { isoInZone } from "@/lib/dates";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { connectAroundFile } from "../../helpers/db-hooks";
import { baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = `seo${randomBytes(4).toString("hex")}`;
const BREAKOUT = "</script><script>window.__pwned=1</script>";
const UNKNOWN_ID = "64b0000000000000000000ee";

type Html = { status: number; html: string };

async function page(path: string): Promise<Html> {
  const response = await appFetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(20000) });
  return { status: response.status, html: await response.text() };
}

/** Every JSON-LD block of the page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? "") as Record<string, unknown>);
}

function ofType(html: string, type: string): Record<string, unknown> {
  const found = jsonLd(html).find((data) => data["@type"] === type);
  if (!found) throw new Error(`no ${type} JSON-LD in the page`);
  return found;
}

function meta(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return tag?.[1];
}

function canonical(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
}

function expectSeoHead(html: string, path: string) {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
  expect(title).toMatch(/ \| |–/);
  expect(meta(html, "name", "description")?.length).toBeGreaterThan(20);
  const expected = new URL(path, process.env.NEXT_PUBLIC_SITE_URL ?? baseUrl()).toString();
  // The home page's canonical is the bare origin, with or without the slash.
  expect(canonical(html)?.replace(/\/$/, "")).toBe(expected.replace(/\/$/, ""));
  expect(meta(html, "property", "og:title")).toBeTruthy();
  expect(meta(html, "property", "og:url")).toBe(canonical(html));
  expect(meta(html, "name", "twitter:card")).toBeTruthy();
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/feed\.xml"/);
}

describe("home page", () => {
  it("has WebSite with a SearchAction and Organization", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    const site = ofType(html, "WebSite");
    expect(site.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: expect.stringMatching(/\/\?search=\{search_term_string\}$/) },
    });
    expect(ofType(html, "Organization").name).toBeTruthy();
    expectSeoHead(html, "/");
  });

  it("canonicalises filters: category kept, search dropped and noindex", async () => {
    const category = await page("/category/payroll");
    expect(canonical(category.html)).toMatch(/\/category\/payroll$/);
    expect(meta(category.html, "name", "robots")).toBeUndefined();
    const search = await page(`/?search=${RUN}&category=Payroll`);
    expect(canonical(search.html)).toMatch(/\/category\/payroll$/);
    expect(meta(search.html, "name", "robots")).toMatch(/noindex/);
  });
});

describe("article page", () => {
  it("has BlogPosting with the required properties, and a title cannot break out of the block", async () => {
    const title = `${RUN} ${BREAKOUT}`;
    const blog = await Blog.create({
      title,
      subTitle: `Subtitle ${RUN} about payroll trends this year`,
      ...blogTextFields({
        title,
        subTitle: `Subtitle ${RUN}`,
        description: "<p>Body text for search engines.</p>",
      }),
      author: { name: "Seo Author" },
      category: ["Payroll"],
      isPublished: true,
    });
    const { status, html } = await page(`/blog/${blog._id}`);
    expect(status).toBe(200);
    const data = ofType(html, "BlogPosting");
    expect(data).toMatchObject({
      headline: title,
      datePublished: blog.createdAt.toISOString(),
      dateModified: blog.updatedAt.toISOString(),
      author: { "@type": "Person", name: "Seo Author" },
      publisher: { "@type": "Organization" },
    });
    // No image of its own: the generated card stands in, and it is a real PNG.
    const image = (data.image as string[])[0] ?? "";
    expect(image).toContain(`/blog/${blog._id}/opengraph-image`);
    expect(html).not.toContain("window.__pwned=1</script>");
    expect(meta(html, "property", "og:image")).toContain(`/blog/${blog._id}/opengraph-image`);
    expect(meta(html, "name", "twitter:image")).toContain(`/blog/${blog._id}/opengraph-image`);
    const og = await appFetch(image);
    expect(og.status).toBe(200);
    expect(og.headers.get("content-type")).toBe("image/png");
    expectSeoHead(html, `/blog/${blog._id}`);
  });

  it("uses the post's own (stored) image when it has one", async () => {
    const STORED_IMAGE = "/api/images/0123456789abcdef01234567";
    const blog = await Blog.create({
      title: `${RUN} with image`,
      subTitle: "Sub",
      ...blogTextFields({ title: `${RUN} with image`, subTitle: "Sub", description: "<p>x</p>" }),
      image: STORED_IMAGE,
      author: { name: "A" },
      isPublished: true,
    });
    const { html } = await page(`/blog/${blog._id}`);
    expect(meta(html, "property", "og:image")).toBe(`${baseUrl()}${STORED_IMAGE}`);
    expect(ofType(html, "BlogPosting").image).toEqual([`${baseUrl()}${STORED_IMAGE}`]);
  });
});

describe("job pages", () => {
  it("list cards link to the job page, which has JobPosting", async () => {
    const job = await Job.create({
      title: `${RUN} HR Business Partner`,
      company: "Acme People",
      location: "Leeds, UK",
      description: "Partner with leaders across the business.",
      link: "https://jobs.example.com/hrbp",
      isApproved: true,
    });
    const list = await page("/jobs");
    expect(list.html).toContain(`href="/jobs/${job._id}"`);
    expect(list.html).toContain('href="https://jobs.example.com/hrbp"');
    const { status, html } = await page(`/jobs/${job._id}`);
    expect(status).toBe(200);
    expect(ofType(html, "JobPosting")).toMatchObject({
      title: `${RUN} HR Business Partner`,
      description: "Partner with leaders across the business.",
      datePosted: job.createdAt.toISOString(),
      hiringOrganization: { "@type": "Organization", name: "Acme People" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Leeds, UK" } },
      directApply: false,
    });
    expectSeoHead(html, `/jobs/${job._id}`);
  });

  it("an on-site-apply job is directApply and its page shows the form, not the external button", async () => {
    const job = await Job.create({
      title: `${RUN} Apply here`,
      company: "Acme People",
      location: "Leeds, UK",
      description: "d",
      applyUrl: "https://jobs.example.com/elsewhere",
      applyMode: "onsite",
      questions: [{ id: "q1", label: "Do you hold CIPD level 5?", kind: "yesno", required: true }],
      isApproved: true,
    });
    const { html } = await page(`/jobs/${job._id}`);
    expect(ofType(html, "JobPosting")).toMatchObject({ directApply: true });
    expect(html).toContain("Apply on HR Pulse");
    expect(html).toContain("Do you hold CIPD level 5?");
    expect(html).not.toContain(`href="/jobs/${job._id}/apply"`);
  });

  it("remote jobs are TELECOMMUTE", async () => {
    const job = await Job.create({
      title: `${RUN} Remote recruiter`,
      company: "Far",
      location: "Remote",
      description: "d",
      isApproved: true,
    });
    const data = ofType((await page(`/jobs/${job._id}`)).html, "JobPosting");
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.jobLocation).toBeUndefined();
  });

  it("unknown, unapproved and malformed ids answer 404", async () => {
    const pending = await Job.create({ title: `${RUN} pending`, company: "P", isApproved: false });
    for (const id of [UNKNOWN_ID, String(pending._id), "not-an-id"]) {
      expect((await page(`/jobs/${id}`)).status).toBe(404);
    }
  });
});

describe("event pages", () => {
  it("list cards link to the event page, which has Event and calendar links", async () => {
    const event = await Event.create({
      title: `${RUN} People Summit`,
      searchText: `${RUN} people summit`.toLowerCase(),
      description: "Two days of HR talks.",
      date: new Date(Date.now() + 20 * 86_400_000),
      physical: true,
      location: "ExCeL London",
      isApproved: true,
    });
    const list = await page(`/events?search=${RUN}`);
    expect(list.html).toContain(`href="/events/${event._id}"`);
    expect(meta(list.html, "name", "robots")).toMatch(/noindex/);
    const { status, html } = await page(`/events/${event._id}`);
    expect(status).toBe(200);
    expect(ofType(html, "Event")).toMatchObject({
      name: `${RUN} People Summit`,
      startDate: isoInZone(event.date, "Europe/London"),
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "ExCeL London" },
      description: "Two days of HR talks.",
    });
    expect(html).toContain(`href="/events/${event._id}/calendar.ics"`);
    expect(html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expectSeoHead(html, `/events/${event._id}`);
  });

  it("online events have a VirtualLocation", async () => {
    const event = await Event.create({
      title: `${RUN} Webinar`,
      date: new Date(Date.now() + 86_400_000),
      physical: false,
      link: "https://meet.example.com/x",
      isApproved: true,
    });
    expect(ofType((await page(`/events/${event._id}`)).html, "Event")).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example.com/x" },
    });
  });

  it("unknown, unapproved and malformed ids answer 404", async () => {
    const pending = await Event.create({ title: `${RUN} pending`, date: new Date(), isApproved: false });
    for (const id of [UNKNOWN_ID, String(pending._id), "zzz"]) {
      expect((await page(`/events/${id}`)).status).toBe(404);
      expect((await appFetch(`${baseUrl()}/events/${id}/calendar.ics`)).status).toBe(404);
    }
  });
});

describe("certification and section pages", () => {
  it("certification page has Course with a provider", async () => {
    const cert = await Certification.create({
      title: `${RUN} SHRM prep`,
      skills: "Law, ethics",
      description: "<p>Prepare for the exam.</p>",
      date: new Date("2027-03-15"),
      duration: "6 weeks",
      registrationLink: "https://learn.example.com/shrm",
    });
    const { html } = await page(`/certifications/${cert._id}`);
    expect(ofType(html, "Course")).toMatchObject({
      name: `${RUN} SHRM prep`,
      description: "Prepare for the exam.",
      provider: { "@type": "Organization" },
    });
    expectSeoHead(html, `/certifications/${cert._id}`);
  });

  it.each(["/jobs", "/events", "/certifications", "/about"])("%s has full metadata", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expectSeoHead(html, path);
  });

  it("paginated listings keep their page in the canonical", async () => {
    // 31 posts of one category: a second page of it exists.
    await Blog.insertMany(
      Array.from({ length: 31 }, (_, n) => ({
        title: `${RUN} paged ${n}`,
        subTitle: "Paged",
        ...blogTextFields({ title: `${RUN} paged ${n}`, subTitle: "Paged", description: "<p>Body</p>" }),
        author: { name: "SEO test" },
        category: ["Total Rewards"],
        isPublished: true,
      })),
    );
    try {
      expect(canonical((await page("/category/total-rewards/page/2")).html)).toMatch(
        /\/category\/total-rewards\/page\/2$/,
      );
      expect(canonical((await page("/category/total-rewards/page/1")).html)).toMatch(
        /\/category\/total-rewards$/,
      );
    } finally {
      await Blog.deleteMany({ title: { $regex: `^${RUN} paged` } });
    }
  });
});
