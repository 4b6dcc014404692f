// Checks schema.org Event and Course data against the properties search engines require (Google's
// Event and Course rich-result rules), returning every problem found; used by unit and API tests.

type Json = Record<string, unknown>;

const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SCHEMA = "https://schema.org/";
const MODES = ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"];
const STATUSES = [
  "EventScheduled",
  "EventCancelled",
  "EventPostponed",
  "EventRescheduled",
  "EventMovedOnline",
];

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";
const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function organisationProblems(value: unknown, label: string): string[] {
  if (!isObject(value)) return [`${label} missing`];
  const problems: string[] = [];
  if (!["Organization", "Person"].includes(String(value["@type"]))) problems.push(`${label} @type`);
  if (!isText(value.name)) problems.push(`${label} name`);
  if (value.url !== undefined && !isAbsoluteUrl(value.url)) problems.push(`${label} url`);
  return problems;
}

function offerProblems(value: unknown): string[] {
  if (!isObject(value)) return ["offers must be an Offer"];
  const problems: string[] = [];
  if (value["@type"] !== "Offer") problems.push("offers @type");
  if (value.url !== undefined && !isAbsoluteUrl(value.url)) problems.push("offers url");
  if (value.price !== undefined || value.priceCurrency !== undefined) {
    if (!/^\d+(?:\.\d{1,2})?$/.test(String(value.price))) problems.push("offers price");
    if (!/^[A-Z]{3}$/.test(String(value.priceCurrency))) problems.push("offers priceCurrency");
  } else if (value.url === undefined && value.category === undefined) {
    problems.push("offers needs a price, a category or a url");
  }
  return problems;
}

function placeProblems(value: unknown): string[] {
  if (!isObject(value) || value["@type"] !== "Place") return ["location Place"];
  const address = value.address;
  return isText(value.name) &&
    isObject(address) &&
    address["@type"] === "PostalAddress" &&
    isText(address.streetAddress)
    ? []
    : ["location Place needs a name and a PostalAddress"];
}

function virtualProblems(value: unknown): string[] {
  return isObject(value) && value["@type"] === "VirtualLocation" && isAbsoluteUrl(value.url)
    ? []
    : ["location VirtualLocation needs a url"];
}

/** Problems with a schema.org Event (empty when valid). */
export function eventProblems(data: Json): string[] {
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org") problems.push("@context");
  if (data["@type"] !== "Event") problems.push("@type");
  if (!isText(data.name)) problems.push("name");
  if (!isText(data.description)) problems.push("description");
  if (!isAbsoluteUrl(data.url)) problems.push("url");
  for (const key of ["startDate", "endDate"]) {
    if (!OFFSET_DATE_TIME.test(String(data[key]))) problems.push(`${key} must carry an offset`);
  }
  if (Date.parse(String(data.endDate)) <= Date.parse(String(data.startDate)))
    problems.push("endDate after startDate");
  const mode = String(data.eventAttendanceMode).replace(SCHEMA, "");
  if (!MODES.includes(mode)) problems.push("eventAttendanceMode");
  if (!STATUSES.includes(String(data.eventStatus).replace(SCHEMA, ""))) problems.push("eventStatus");
  const location = data.location;
  if (mode === "OfflineEventAttendanceMode") problems.push(...placeProblems(location));
  if (mode === "OnlineEventAttendanceMode") problems.push(...virtualProblems(location));
  if (mode === "MixedEventAttendanceMode") {
    if (!Array.isArray(location) || location.length !== 2)
      problems.push("location of a mixed event: a Place and a VirtualLocation");
    else
      problems.push(
        ...placeProblems(location.find((l) => isObject(l) && l["@type"] === "Place")),
        ...virtualProblems(location.find((l) => isObject(l) && l["@type"] === "VirtualLocation")),
      );
  }
  problems.push(...organisationProblems(data.organizer, "organizer"));
  if (data.offers !== undefined) problems.push(...offerProblems(data.offers));
  return problems;
}

/** Problems with a schema.org Course (empty when valid). */
export function courseProblems(data: Json): string[] {
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org") problems.push("@context");
  if (data["@type"] !== "Course") problems.push("@type");
  if (!isText(data.name)) problems.push("name");
  if (!isText(data.description)) problems.push("description");
  if (!isAbsoluteUrl(data.url)) problems.push("url");
  problems.push(...organisationProblems(data.provider, "provider"));
  if (data.offers !== undefined) {
    if (!Array.isArray(data.offers) || data.offers.length === 0) problems.push("offers must be a list");
    else for (const offer of data.offers) problems.push(...offerProblems(offer));
  }
  const instances = data.hasCourseInstance;
  if (!Array.isArray(instances) || instances.length === 0) return [...problems, "hasCourseInstance"];
  for (const instance of instances) {
    if (!isObject(instance) || instance["@type"] !== "CourseInstance") {
      problems.push("hasCourseInstance @type");
      continue;
    }
    if (
      instance.courseMode !== undefined &&
      !["Online", "Onsite", "Blended"].includes(String(instance.courseMode))
    )
      problems.push("courseMode");
    if (!DAY.test(String(instance.startDate))) problems.push("startDate");
    if (instance.endDate !== undefined) {
      if (!DAY.test(String(instance.endDate))) problems.push("endDate");
      else if (String(instance.endDate) < String(instance.startDate))
        problems.push("endDate before startDate");
    }
    if (
      instance.courseWorkload !== undefined &&
      !/^P(?!$)(\d+(?:\.\d+)?[YMWD])*(T(?=\d)(\d+(?:\.\d+)?[HMS])*)?$/.test(String(instance.courseWorkload))
    )
      problems.push("courseWorkload must be an ISO 8601 duration");
  }
  return problems;
}

/** The JSON-LD blocks of an HTML page, parsed. */
export function jsonLdBlocks(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Json,
  );
}
