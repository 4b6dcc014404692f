// schema.org structured data for each content type, built from plain data so the rules are unit-testable.
import { absoluteUrl, blogPath, certificationPath, companyPath, eventPath, jobPath } from "@/lib/seo/urls";
import type { Site } from "@/lib/seo/site";
import type { CertificationFormat, EventAttendance, EventStatus } from "@/lib/constants";
import { isoInZone } from "@/lib/dates";
import { isoDuration } from "@/lib/seo/iso-duration";
import type { Organisation, Price } from "@/lib/offers/offer-schemas";

export type JsonLdObject = Record<string, unknown>;

const CONTEXT = "https://schema.org";

function organization(site: Site): JsonLdObject {
  return { "@type": "Organization", name: site.name, url: `${site.url}/` };
}

/** The site's publisher organisation (home page). */
export function organizationJsonLd(site: Site, sameAs: string[] = []): JsonLdObject {
  return {
    "@context": CONTEXT,
    ...organization(site),
    "@id": `${site.url}/#organization`,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The site with its search box: Google's sitelinks search uses the home page's `search` parameter. */
export function webSiteJsonLd(site: Site): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: `${site.url}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}/?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export type BlogPostingInput = {
  _id: string;
  title: string;
  description: string;
  image: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  categories: string[];
  /** Used when the post has no image of its own. */
  fallbackImage: string;
  /** Approved comments and replies (schema.org commentCount). */
  commentCount?: number;
};

export function blogPostingJsonLd(site: Site, post: BlogPostingInput): JsonLdObject {
  const url = absoluteUrl(site.url, blogPath(post._id));
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title.slice(0, 110),
    description: post.description,
    image: [absoluteUrl(site.url, post.image || post.fallbackImage)],
    datePublished: post.createdAt,
    dateModified: post.updatedAt || post.createdAt,
    author: post.authorName ? { "@type": "Person", name: post.authorName } : organization(site),
    publisher: organization(site),
    ...(post.categories.length ? { articleSection: post.categories } : {}),
    ...(post.commentCount !== undefined ? { commentCount: post.commentCount } : {}),
  };
}

export type JobPostingInput = {
  _id: string;
  title: string;
  company: string;
  location: string;
  description: string;
  link: string;
  createdAt: string;
  approvedAt?: string | null;
  validThrough?: string;
  imageUrl?: string;
  employmentType?: string[];
  workplace?: "onsite" | "hybrid" | "remote" | "";
  applicantLocation?: string;
  salary?: { min?: number; max?: number; currency: string; unit: string } | null;
  /** The company page the job belongs to: its name, logo and website make the hiringOrganization. */
  companyRef?: CompanyInputLd | null;
  /** "onsite": candidates apply on the job page itself (Google's directApply). */
  applyMode?: "external" | "onsite";
};

export type CompanyInputLd = { slug: string; name: string; website: string; logoUrl: string };

/** A company page's Organization (issue 33): its name, page, website (sameAs) and logo. */
export function companyOrganization(site: Site, company: CompanyInputLd): JsonLdObject {
  return {
    "@type": "Organization",
    name: company.name,
    url: absoluteUrl(site.url, companyPath(company.slug)),
    sameAs: company.website,
    ...(company.logoUrl ? { logo: absoluteUrl(site.url, company.logoUrl) } : {}),
  };
}

export function companyJsonLd(site: Site, company: CompanyInputLd & { about?: string }): JsonLdObject {
  return {
    "@context": CONTEXT,
    ...companyOrganization(site, company),
    ...(company.about ? { description: company.about.slice(0, 500) } : {}),
  };
}

/** Locations that mean "work from anywhere" (jobs stored before the workplace field). */
const REMOTE = /^\s*(remote|anywhere|work from home|wfh|telecommute|online)\b/i;

export function isRemoteLocation(location: string): boolean {
  return !location.trim() || REMOTE.test(location);
}

let countryNames: Set<string> | undefined;
/** Region codes Intl names that are not countries (unions, "unknown", pseudo-locales). */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);

/** Country names and codes Intl knows ("United Kingdom", "GB"), plus the usual short forms. */
function isCountry(place: string): boolean {
  if (!countryNames) {
    countryNames = new Set(["uk", "usa", "us", "uae"]);
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (NOT_COUNTRIES.has(code)) continue;
        const name = names.of(code);
        if (name && name !== code) {
          countryNames.add(code.toLowerCase());
          countryNames.add(name.toLowerCase());
        }
      }
    }
  }
  return countryNames.has(place.trim().toLowerCase());
}

/** Each listed place as a Country when it names one, else an AdministrativeArea (a region, a state). */
export function applicantLocationRequirements(text: string): JsonLdObject[] {
  return text
    .split(",")
    .map((place) => place.trim())
    .filter(Boolean)
    .map((name) => ({ "@type": isCountry(name) ? "Country" : "AdministrativeArea", name }));
}

function baseSalary(salary: NonNullable<JobPostingInput["salary"]>): JsonLdObject {
  const range =
    salary.min !== undefined && salary.max !== undefined
      ? { minValue: salary.min, maxValue: salary.max }
      : { value: salary.min ?? salary.max };
  return {
    "@type": "MonetaryAmount",
    currency: salary.currency,
    value: { "@type": "QuantitativeValue", ...range, unitText: salary.unit },
  };
}

/** Google's JobPosting: only for open jobs (a closed job's page carries none). */
export function jobPostingJsonLd(site: Site, job: JobPostingInput): JsonLdObject {
  const workplace = job.workplace || (isRemoteLocation(job.location) ? "remote" : "onsite");
  // The places applicants may live in; a location that only says "Remote" names none.
  const placeText = job.applicantLocation || (REMOTE.test(job.location) ? "" : job.location);
  const places = workplace === "remote" ? applicantLocationRequirements(placeText) : [];
  const remote =
    workplace === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          ...(places.length ? { applicantLocationRequirements: places } : {}),
        }
      : {
          jobLocation: {
            "@type": "Place",
            name: job.location || job.company || site.name,
            address: { "@type": "PostalAddress", addressLocality: job.location || job.company || site.name },
          },
        };
  const types = job.employmentType ?? [];
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title || job.company,
    description: job.description || `${job.title || "A role"} at ${job.company || site.name}.`,
    datePosted: job.approvedAt || job.createdAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    hiringOrganization: job.companyRef
      ? companyOrganization(site, job.companyRef)
      : job.company
        ? {
            "@type": "Organization",
            name: job.company,
            ...(job.link ? { sameAs: job.link } : {}),
            ...(job.imageUrl ? { logo: absoluteUrl(site.url, job.imageUrl) } : {}),
          }
        : { ...organization(site), ...(job.imageUrl ? { logo: absoluteUrl(site.url, job.imageUrl) } : {}) },
    ...remote,
    ...(job.salary ? { baseSalary: baseSalary(job.salary) } : {}),
    directApply: job.applyMode === "onsite",
    identifier: { "@type": "PropertyValue", name: job.company || site.name, value: job._id },
    url: absoluteUrl(site.url, jobPath(job._id)),
  };
}

export type EventInputLd = {
  _id: string;
  title: string;
  description: string;
  date: string;
  endDate: string;
  timeZone: string;
  attendance: EventAttendance;
  location: string;
  link: string;
  organizer: Organisation | null;
  registrationUrl: string;
  price: Price | null;
  status: EventStatus;
};

const SCHEMA = "https://schema.org/";

const ATTENDANCE_MODE: Record<EventAttendance, string> = {
  inPerson: `${SCHEMA}OfflineEventAttendanceMode`,
  online: `${SCHEMA}OnlineEventAttendanceMode`,
  hybrid: `${SCHEMA}MixedEventAttendanceMode`,
};

const EVENT_STATUS: Record<EventStatus, string> = {
  scheduled: `${SCHEMA}EventScheduled`,
  cancelled: `${SCHEMA}EventCancelled`,
  postponed: `${SCHEMA}EventPostponed`,
};

function organisation(site: Site, given: Organisation | null): JsonLdObject {
  return given
    ? { "@type": "Organization", name: given.name, ...(given.url ? { url: given.url } : {}) }
    : organization(site);
}

/** An Offer: the price (0 = free) and where to register; none when neither is known. */
function offer(price: Price | null, url: string, validFrom?: string): JsonLdObject | null {
  if (!price && !url) return null;
  return {
    "@type": "Offer",
    ...(price ? { price: price.amount.toFixed(2).replace(/\.00$/, ""), priceCurrency: price.currency } : {}),
    ...(price?.amount === 0 ? { category: "Free" } : {}),
    ...(url ? { url } : {}),
    availability: `${SCHEMA}InStock`,
    ...(validFrom ? { validFrom } : {}),
  };
}

/** schema.org Event: times with the zone's offset, attendance mode, status, place and/or link, organiser, offer. */
export function eventJsonLd(site: Site, event: EventInputLd): JsonLdObject {
  const url = absoluteUrl(site.url, eventPath(event._id));
  const place = {
    "@type": "Place",
    name: event.location || "To be announced",
    address: { "@type": "PostalAddress", streetAddress: event.location || "To be announced" },
  };
  const virtual = { "@type": "VirtualLocation", url: event.link || url };
  const location =
    event.attendance === "inPerson" ? place : event.attendance === "online" ? virtual : [place, virtual];
  const offers = offer(event.price, event.registrationUrl || url);
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: event.description || event.title,
    startDate: isoInZone(event.date, event.timeZone),
    endDate: isoInZone(event.endDate, event.timeZone),
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: ATTENDANCE_MODE[event.attendance],
    location,
    organizer: organisation(site, event.organizer),
    ...(offers ? { offers } : {}),
    url,
  };
}

export type CourseInput = {
  _id: string;
  title: string;
  description: string;
  date: string;
  endDate?: string;
  duration: string;
  registrationLink: string;
  level?: string;
  format?: CertificationFormat;
  price?: Price | null;
  provider?: Organisation | null;
};

const COURSE_MODE: Record<CertificationFormat, string> = {
  "self-paced": "Online",
  "instructor-led": "Online",
  "in-person": "Onsite",
};

/** schema.org Course with its provider, offer and one CourseInstance (mode, dates, workload). */
export function courseJsonLd(site: Site, course: CourseInput): JsonLdObject {
  const provider = course.provider
    ? organisation(site, course.provider)
    : { ...organization(site), sameAs: `${site.url}/` };
  const workload = isoDuration(course.duration);
  const offers = offer(course.price ?? null, course.registrationLink);
  return {
    "@context": CONTEXT,
    "@type": "Course",
    name: course.title,
    description: course.description || course.title,
    url: absoluteUrl(site.url, certificationPath(course._id)),
    provider,
    ...(course.level ? { educationalLevel: course.level } : {}),
    ...(offers ? { offers: [offers] } : {}),
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        ...(course.format ? { courseMode: COURSE_MODE[course.format] } : {}),
        startDate: course.date.slice(0, 10),
        ...(course.endDate ? { endDate: course.endDate.slice(0, 10) } : {}),
        ...(workload ? { courseWorkload: workload } : {}),
        url: course.registrationLink,
      },
    ],
  };
}

/** The script body: JSON with "<" escaped, so text such as "</script>" can never end the block. */
export type DatasetInput = {
  name: string;
  description: string;
  path: string;
  /** ISO 8601 interval the data covers: "2025-12-02/2026-12-02". */
  temporalCoverage: string;
  measurementTechnique: string;
  license: string;
  csvPath: string;
};

/** A pay-data page as a schema.org Dataset: the period, the method, the licence and the CSV download. */
export function datasetJsonLd(site: Site, data: DatasetInput): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "Dataset",
    name: data.name,
    description: data.description,
    url: absoluteUrl(site.url, data.path),
    temporalCoverage: data.temporalCoverage,
    measurementTechnique: data.measurementTechnique,
    license: data.license,
    isAccessibleForFree: true,
    creator: organization(site),
    distribution: [
      {
        "@type": "DataDownload",
        encodingFormat: "text/csv",
        contentUrl: absoluteUrl(site.url, data.csvPath),
      },
    ],
  };
}

export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
