import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  courseJsonLd,
  eventJsonLd,
  isRemoteLocation,
  jobPostingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from "@/lib/seo/json-ld";

const site = { url: "https://hr.example.com", name: "HR Pulse" };
const id = "64b000000000000000000001";

describe("JSON-LD builders", () => {
  it("WebSite has a SearchAction on the home search", () => {
    const data = webSiteJsonLd(site);
    expect(data["@type"]).toBe("WebSite");
    expect(data.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: "https://hr.example.com/?search={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
    expect(organizationJsonLd(site, ["https://linkedin.com/x"])).toMatchObject({
      "@type": "Organization",
      name: "HR Pulse",
      sameAs: ["https://linkedin.com/x"],
    });
  });

  it("BlogPosting carries the required properties and falls back to the generated image", () => {
    const data = blogPostingJsonLd(site, {
      _id: id,
      title: "Payroll in 2027",
      description: "What changes",
      image: null,
      authorName: "Ann",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
      categories: ["Payroll"],
      fallbackImage: `/blog/${id}/opengraph-image`,
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Payroll in 2027",
      image: [`https://hr.example.com/blog/${id}/opengraph-image`],
      datePublished: "2026-01-01T00:00:00.000Z",
      dateModified: "2026-01-02T00:00:00.000Z",
      author: { "@type": "Person", name: "Ann" },
      publisher: { "@type": "Organization", name: "HR Pulse" },
    });
  });

  it("JobPosting: remote jobs are TELECOMMUTE, others get a Place; never directApply", () => {
    const base = {
      _id: id,
      title: "HRBP",
      company: "Acme",
      description: "Lead HR",
      link: "https://acme.example/jobs/1",
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    const onsite = jobPostingJsonLd(site, { ...base, location: "Leeds, UK" });
    expect(onsite).toMatchObject({
      "@type": "JobPosting",
      title: "HRBP",
      datePosted: base.createdAt,
      hiringOrganization: { "@type": "Organization", name: "Acme" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Leeds, UK" } },
      directApply: false,
    });
    expect(onsite.jobLocationType).toBeUndefined();
    expect(onsite.validThrough).toBeUndefined();
    const remote = jobPostingJsonLd(site, {
      ...base,
      location: "Remote (EU)",
      validThrough: "2027-01-01T00:00:00.000Z",
    });
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      validThrough: "2027-01-01T00:00:00.000Z",
    });
    expect(remote.jobLocation).toBeUndefined();
    expect(isRemoteLocation("")).toBe(true);
    expect(isRemoteLocation("Remoteville Road, Bath")).toBe(false);
  });

  it("Event: offline events have a Place, online ones a VirtualLocation", () => {
    const base = {
      _id: id,
      title: "Summit",
      description: "Talks",
      date: "2027-05-01T09:00:00.000Z",
      location: "London",
      link: "",
    };
    expect(eventJsonLd(site, { ...base, physical: true })).toMatchObject({
      "@type": "Event",
      name: "Summit",
      startDate: base.date,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "London" },
      description: "Talks",
    });
    expect(eventJsonLd(site, { ...base, physical: false, link: "https://meet.example/x" })).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example/x" },
    });
  });

  it("Course names its provider", () => {
    const data = courseJsonLd(site, {
      _id: id,
      title: "SHRM-CP prep",
      description: "Prep",
      date: "2027-03-15T00:00:00.000Z",
      duration: "6 weeks",
      registrationLink: "https://learn.example/x",
      level: "Beginner",
    });
    expect(data).toMatchObject({
      "@type": "Course",
      name: "SHRM-CP prep",
      description: "Prep",
      provider: { "@type": "Organization", name: "HR Pulse" },
    });
  });

  it("serialization cannot close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>", other: "a\u2028b" });
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", other: "a\u2028b" });
  });
});
