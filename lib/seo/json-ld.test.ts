import { describe, expect, it } from "vitest";
import { CERTIFICATION_FORMATS, EVENT_ATTENDANCE, EVENT_STATUSES } from "@/lib/constants";
import { courseProblems, eventProblems } from "../../tests/helpers/structured-data";
import {
  applicantLocationRequirements,
  blogPostingJsonLd,
  companyJsonLd,
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

const eventBase = {
  _id: id,
  title: "Summit",
  description: "Talks",
  date: "2027-01-15T15:00:00.000Z",
  endDate: "2027-01-15T16:30:00.000Z",
  timeZone: "America/New_York",
  attendance: "inPerson" as const,
  location: "London",
  link: "",
  organizer: null,
  registrationUrl: "",
  price: null,
  status: "scheduled" as const,
};

const courseBase = {
  _id: id,
  title: "Analytics",
  description: "A course",
  date: "2027-03-15T00:00:00.000Z",
  duration: "6 weeks",
  registrationLink: "https://learn.example/x",
};

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

  it("JobPosting: legacy jobs without a workplace read remote from the location; external jobs are not directApply", () => {
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
    const remote = jobPostingJsonLd(site, {
      ...base,
      location: "Remote",
      validThrough: "2027-01-01T00:00:00.000Z",
    });
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      validThrough: "2027-01-01T00:00:00.000Z",
    });
    expect(remote.jobLocation).toBeUndefined();
    // An on-site application (issue 43) happens on the page: directApply.
    expect(jobPostingJsonLd(site, { ...base, location: "Leeds, UK", applyMode: "onsite" }).directApply).toBe(
      true,
    );
    expect(
      jobPostingJsonLd(site, { ...base, location: "Leeds, UK", applyMode: "external" }).directApply,
    ).toBe(false);
    expect(isRemoteLocation("")).toBe(true);
    expect(isRemoteLocation("Remoteville Road, Bath")).toBe(false);
  });

  it("JobPosting: places are Countries when they name one, else AdministrativeAreas", () => {
    expect(applicantLocationRequirements("United Kingdom, UK, DE, EMEA, California")).toEqual([
      { "@type": "Country", name: "United Kingdom" },
      { "@type": "Country", name: "UK" },
      { "@type": "Country", name: "DE" },
      { "@type": "AdministrativeArea", name: "EMEA" },
      { "@type": "AdministrativeArea", name: "California" },
    ]);
  });

  describe("JobPosting: required and recommended properties for every combination of fields", () => {
    const workplaces = [
      { workplace: "onsite", location: "Leeds, UK" },
      { workplace: "hybrid", location: "Berlin" },
      { workplace: "remote", location: "", applicantLocation: "United Kingdom, Ireland" },
      { workplace: "remote", location: "Anywhere", applicantLocation: "EMEA" },
    ] as const;
    const salaries = [
      null,
      { min: 40000, max: 50000, currency: "GBP", unit: "YEAR" },
      { min: 25, currency: "USD", unit: "HOUR" },
      { max: 4000, currency: "EUR", unit: "MONTH" },
    ];
    const types = [[], ["FULL_TIME"], ["PART_TIME", "CONTRACTOR"]];
    const images = ["", "/api/images/64b000000000000000000009"];
    const companies = ["Acme", ""];
    const cases = workplaces.flatMap((place) =>
      salaries.flatMap((salary) =>
        types.flatMap((employmentType) =>
          images.flatMap((imageUrl) =>
            companies.map((company) => ({ place, salary, employmentType, imageUrl, company })),
          ),
        ),
      ),
    );

    it.each(cases.map((c, n) => [n, c] as const))("case %i", (_n, c) => {
      const ld = jobPostingJsonLd(site, {
        _id: id,
        title: "People Partner",
        company: c.company,
        description: "Partner with managers",
        link: "",
        createdAt: "2026-01-01T00:00:00.000Z",
        approvedAt: "2026-01-02T00:00:00.000Z",
        validThrough: "2026-02-01T00:00:00.000Z",
        imageUrl: c.imageUrl,
        employmentType: c.employmentType,
        salary: c.salary,
        ...c.place,
      });
      // Required by Google: title, description, datePosted, hiringOrganization, and a place or remote.
      expect(ld["@context"]).toBe("https://schema.org");
      expect(ld["@type"]).toBe("JobPosting");
      expect(ld.title).toBe("People Partner");
      expect(ld.description).toBe("Partner with managers");
      expect(ld.datePosted).toBe("2026-01-02T00:00:00.000Z");
      const org = ld.hiringOrganization as Record<string, unknown>;
      expect(org["@type"]).toBe("Organization");
      expect(org.name).toBe(c.company || "HR Pulse");
      if (c.imageUrl) expect(org.logo).toBe(`https://hr.example.com${c.imageUrl}`);
      else expect(org.logo).toBeUndefined();
      if (c.place.workplace === "remote") {
        expect(ld.jobLocationType).toBe("TELECOMMUTE");
        expect(ld.jobLocation).toBeUndefined();
        const places = ld.applicantLocationRequirements as Record<string, unknown>[];
        expect(places.length).toBeGreaterThan(0);
        for (const place of places) {
          expect(["Country", "AdministrativeArea"]).toContain(place["@type"]);
          expect(typeof place.name).toBe("string");
        }
      } else {
        expect(ld.jobLocationType).toBeUndefined();
        expect(ld.jobLocation).toMatchObject({
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: c.place.location },
        });
      }
      // Recommended: validThrough, employmentType, baseSalary, identifier, directApply.
      expect(ld.validThrough).toBe("2026-02-01T00:00:00.000Z");
      if (c.employmentType.length === 0) expect(ld.employmentType).toBeUndefined();
      else if (c.employmentType.length === 1) expect(ld.employmentType).toBe(c.employmentType[0]);
      else expect(ld.employmentType).toEqual(c.employmentType);
      if (!c.salary) expect(ld.baseSalary).toBeUndefined();
      else {
        const amount = ld.baseSalary as { "@type": string; currency: string; value: Record<string, unknown> };
        expect(amount["@type"]).toBe("MonetaryAmount");
        expect(amount.currency).toBe(c.salary.currency);
        expect(amount.value["@type"]).toBe("QuantitativeValue");
        expect(amount.value.unitText).toBe(c.salary.unit);
        if (c.salary.min !== undefined && c.salary.max !== undefined) {
          expect(amount.value).toMatchObject({ minValue: c.salary.min, maxValue: c.salary.max });
        } else {
          expect(amount.value.value).toBe(c.salary.min ?? c.salary.max);
        }
      }
      expect(ld.directApply).toBe(false);
      expect(ld.identifier).toEqual({ "@type": "PropertyValue", name: c.company || "HR Pulse", value: id });
      expect(ld.url).toBe(`https://hr.example.com/jobs/${id}`);
      // The serialized block parses back to the same data.
      expect(JSON.parse(serializeJsonLd(ld))).toEqual(ld);
    });
  });

  it("Event: offline events have a Place, online ones a VirtualLocation, hybrid both", () => {
    expect(eventJsonLd(site, eventBase)).toMatchObject({
      "@type": "Event",
      name: "Summit",
      startDate: "2027-01-15T10:00:00-05:00",
      endDate: "2027-01-15T11:30:00-05:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "London" },
      description: "Talks",
      organizer: { "@type": "Organization", name: "HR Pulse" },
    });
    expect(
      eventJsonLd(site, { ...eventBase, attendance: "online", link: "https://meet.example/x" }),
    ).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example/x" },
    });
    expect(
      eventJsonLd(site, { ...eventBase, attendance: "hybrid", link: "https://meet.example/x" }),
    ).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [
        { "@type": "Place", name: "London" },
        { "@type": "VirtualLocation", url: "https://meet.example/x" },
      ],
    });
  });

  it("Event: status, organiser and offer follow the event", () => {
    const data = eventJsonLd(site, {
      ...eventBase,
      status: "cancelled",
      organizer: { name: "CIPD North", url: "https://cipd.example" },
      price: { amount: 0, currency: "GBP" },
      registrationUrl: "https://tickets.example/1",
    });
    expect(data).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      organizer: { "@type": "Organization", name: "CIPD North", url: "https://cipd.example" },
      offers: { "@type": "Offer", price: "0", priceCurrency: "GBP", url: "https://tickets.example/1" },
    });
    expect(
      eventJsonLd(site, { ...eventBase, status: "postponed", price: { amount: 49.5, currency: "USD" } }),
    ).toMatchObject({
      eventStatus: "https://schema.org/EventPostponed",
      offers: { price: "49.50", priceCurrency: "USD", url: `https://hr.example.com/events/${id}` },
    });
  });

  const combinations = EVENT_ATTENDANCE.flatMap((attendance) =>
    EVENT_STATUSES.flatMap((status) =>
      [null, { amount: 0, currency: "GBP" }, { amount: 120, currency: "EUR" }].flatMap((price) =>
        ["", "https://tickets.example/1"].flatMap((registrationUrl) =>
          [null, { name: "SHRM Chapter" }, { name: "CIPD", url: "https://cipd.example" }].flatMap(
            (organizer) =>
              ["America/New_York", "Europe/London", "Asia/Kolkata"].map((timeZone) => ({
                attendance,
                status,
                price,
                registrationUrl,
                organizer,
                timeZone,
              })),
          ),
        ),
      ),
    ),
  );

  it(`Event: every combination (${combinations.length}) has the required properties`, () => {
    for (const combination of combinations) {
      const data = eventJsonLd(site, {
        ...eventBase,
        ...combination,
        link: combination.attendance === "inPerson" ? "" : "https://meet.example/x",
      });
      expect({ combination, problems: eventProblems(data) }).toEqual({ combination, problems: [] });
    }
  });

  it("the Event checker finds what is missing", () => {
    const data = eventJsonLd(site, eventBase);
    expect(eventProblems({ ...data, startDate: "2027-01-15T10:00:00" })).toContain(
      "startDate must carry an offset",
    );
    expect(eventProblems({ ...data, location: undefined })).toContain("location Place");
    expect(eventProblems({ ...data, organizer: undefined })).toContain("organizer missing");
    expect(eventProblems({ ...data, offers: { "@type": "Offer", price: "ten" } })).toContain("offers price");
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
      hasCourseInstance: [{ "@type": "CourseInstance", startDate: "2027-03-15", courseWorkload: "P6W" }],
    });
  });

  it("Course: format, offer, provider, dates and workload", () => {
    const data = courseJsonLd(site, {
      _id: id,
      title: "Payroll",
      description: "Payroll course",
      date: "2027-03-15T00:00:00.000Z",
      endDate: "2027-05-10T00:00:00.000Z",
      duration: "1.5 hours",
      registrationLink: "https://learn.example/x",
      format: "in-person",
      price: { amount: 300, currency: "GBP" },
      provider: { name: "Payroll Institute", url: "https://payroll.example" },
    });
    expect(data).toMatchObject({
      provider: { "@type": "Organization", name: "Payroll Institute", url: "https://payroll.example" },
      offers: [{ "@type": "Offer", price: "300", priceCurrency: "GBP", url: "https://learn.example/x" }],
      hasCourseInstance: [
        { courseMode: "Onsite", startDate: "2027-03-15", endDate: "2027-05-10", courseWorkload: "PT1H30M" },
      ],
    });
    const modes = CERTIFICATION_FORMATS.map(
      (format) =>
        (courseJsonLd(site, { ...courseBase, format }).hasCourseInstance as { courseMode: string }[])[0]
          ?.courseMode,
    );
    expect(modes).toEqual(["Online", "Online", "Onsite"]);
  });

  const courseCombinations = [undefined, ...CERTIFICATION_FORMATS].flatMap((format) =>
    [null, { amount: 0, currency: "GBP" }, { amount: 99.99, currency: "USD" }].flatMap((price) =>
      [null, { name: "Academy" }, { name: "Academy", url: "https://academy.example" }].flatMap((provider) =>
        [undefined, "2027-06-01T00:00:00.000Z"].flatMap((endDate) =>
          ["6 weeks", "self-paced, at your own pace"].map((duration) => ({
            format,
            price,
            provider,
            endDate,
            duration,
          })),
        ),
      ),
    ),
  );

  it(`Course: every combination (${courseCombinations.length}) has the required properties`, () => {
    for (const combination of courseCombinations) {
      const data = courseJsonLd(site, { ...courseBase, ...combination });
      expect({ combination, problems: courseProblems(data) }).toEqual({ combination, problems: [] });
    }
  });

  it("serialization cannot close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>", other: "a\u2028b" });
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", other: "a\u2028b" });
  });
});

describe("company pages (issue 33)", () => {
  const company = {
    slug: "acme-ltd",
    name: "Acme Ltd",
    website: "https://careers.acme.example",
    logoUrl: "/api/images/64b000000000000000000009",
    about: "We make HR software.",
  };

  it("Organization: name, page, website as sameAs, absolute logo and the about text", () => {
    expect(companyJsonLd(site, company)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme Ltd",
      url: "https://hr.example.com/companies/acme-ltd",
      sameAs: "https://careers.acme.example",
      logo: "https://hr.example.com/api/images/64b000000000000000000009",
      description: "We make HR software.",
    });
    const plain = companyJsonLd(site, { ...company, logoUrl: "", about: "" });
    expect(plain.logo).toBeUndefined();
    expect(plain.description).toBeUndefined();
  });

  it("JobPosting: a job of a company page is hired by that company, not by the typed company name", () => {
    const posting = jobPostingJsonLd(site, {
      _id: id,
      title: "HRBP",
      company: "Typed name",
      location: "Leeds, UK",
      description: "Partner with managers.",
      link: "https://elsewhere.example/job",
      createdAt: "2026-01-01T00:00:00.000Z",
      companyRef: company,
    });
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Acme Ltd",
      url: "https://hr.example.com/companies/acme-ltd",
      sameAs: "https://careers.acme.example",
      logo: "https://hr.example.com/api/images/64b000000000000000000009",
    });
  });
});
