// The Content API's OpenAPI 3.1 document, served at /api/v1/openapi.json. Schemas are closed
// (additionalProperties: false), so tests/api/import-export/content-api.test.ts catches any answer that drifts.
import {
  BLOG_CATEGORIES,
  CERTIFICATION_FORMATS,
  CERTIFICATION_LEVELS,
  CREDIT_BODIES,
  EVENT_ATTENDANCE,
  EVENT_REGISTRATION_MODES,
  EVENT_STATUSES,
} from "@/lib/constants";
import {
  APPLY_MODES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  QUESTION_KINDS,
  SALARY_UNITS,
  WORKPLACES,
} from "@/lib/jobs/fields";
import { CLASSIFICATION_SOURCES, ROLE_FAMILIES, SENIORITIES } from "@/lib/jobs/rules/role-family";
import { CONTENT_API_DEFAULT_LIMIT, CONTENT_API_MAX_LIMIT } from "@/lib/integrations/content-api-schemas";

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const str: Schema = { type: "string" };
const dateTime: Schema = { type: "string", format: "date-time" };
const uri: Schema = { type: "string", format: "uri" };
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: "null" }] });
const closed = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: "object",
  additionalProperties: false,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});

const postFields: Record<string, Schema> = {
  id: str,
  title: str,
  subTitle: str,
  excerpt: str,
  image: nullable(uri),
  author: closed({ name: str }),
  category: { type: "array", items: { enum: [...BLOG_CATEGORIES] } },
  publishedAt: dateTime,
  updatedAt: dateTime,
  url: uri,
};

const schemas: Record<string, Schema> = {
  Error: closed({ success: { const: false }, message: str }),
  Pagination: closed({
    page: { type: "integer", minimum: 1 },
    limit: { type: "integer", minimum: 1, maximum: CONTENT_API_MAX_LIMIT },
    total: { type: "integer", minimum: 0 },
    totalPages: { type: "integer", minimum: 0 },
  }),
  Price: closed({ amount: { type: "number", minimum: 0 }, currency: str }),
  Credit: closed({ body: { enum: [...CREDIT_BODIES] }, amount: { type: "number", minimum: 0 } }),
  Organisation: closed({ name: str, url: str }, ["url"]),
  PostSummary: closed(postFields),
  Post: closed({
    ...postFields,
    description: { type: "string", description: "The body: sanitized HTML, as the article shows it" },
  }),
  Job: closed(
    {
      id: str,
      title: str,
      company: str,
      location: str,
      description: str,
      link: str,
      imageUrl: str,
      createdAt: dateTime,
      employmentType: { type: "array", items: { enum: [...EMPLOYMENT_TYPES] } },
      workplace: { enum: [...WORKPLACES, ""] },
      applicantLocation: str,
      salary: nullable(
        closed(
          {
            min: { type: "number" },
            max: { type: "number" },
            currency: str,
            unit: { enum: [...SALARY_UNITS] },
          },
          ["min", "max"],
        ),
      ),
      applyUrl: str,
      applyEmail: str,
      validThrough: dateTime,
      status: { enum: [...JOB_STATUSES] },
      state: { enum: [...JOB_STATUSES, "expired"] },
      updatedAt: dateTime,
      url: uri,
      employerSize: nullable({ type: "integer", minimum: 1 }),
      companyRef: nullable(
        closed({ slug: str, name: str, website: str, logoUrl: str, verified: { type: "boolean" } }),
      ),
      applyMode: {
        enum: [...APPLY_MODES],
        description:
          "onsite: candidates apply on the job's page (issue 43); external: at applyUrl/applyEmail",
      },
      questions: {
        type: "array",
        description: "An on-site job's screening questions (empty otherwise)",
        items: closed(
          {
            id: str,
            label: str,
            kind: { enum: [...QUESTION_KINDS] },
            options: { type: "array", items: str },
            required: { type: "boolean" },
          },
          ["options"],
        ),
      },
      classification: nullable(
        closed({
          family: { enum: [...ROLE_FAMILIES] },
          seniority: { enum: [...SENIORITIES] },
          classifiedBy: {
            enum: [...CLASSIFICATION_SOURCES],
            description:
              "rules: from the title (issue 45); poster: the poster's correction; staff: an override",
          },
        }),
      ),
    },
    [],
  ),
  Event: closed({
    id: str,
    title: str,
    description: str,
    date: dateTime,
    endDate: dateTime,
    timeZone: { type: "string", description: "IANA time zone the event is shown in" },
    attendance: { enum: [...EVENT_ATTENDANCE] },
    location: str,
    link: {
      type: "string",
      description:
        "The meeting URL; empty for an event that takes registrations on the site (registered guests get their own join link)",
    },
    organizer: nullable(ref("Organisation")),
    registrationUrl: str,
    registration: nullable({
      enum: [...EVENT_REGISTRATION_MODES],
      description: "Registration on the site (open, approval or closed); null when the event has none",
    }),
    capacity: nullable({ type: "integer", minimum: 1, description: "Seats; null for unlimited" }),
    price: nullable(ref("Price")),
    credits: { type: "array", items: ref("Credit") },
    status: { enum: [...EVENT_STATUSES] },
    sequence: { type: "integer", minimum: 0 },
    createdAt: dateTime,
    updatedAt: dateTime,
    url: uri,
  }),
  Certification: closed({
    id: str,
    title: str,
    skills: str,
    description: { type: "string", description: "Sanitized HTML" },
    date: dateTime,
    endDate: nullable(dateTime),
    duration: str,
    registrationLink: str,
    level: nullable({ enum: [...CERTIFICATION_LEVELS] }),
    format: nullable({ enum: [...CERTIFICATION_FORMATS] }),
    price: nullable(ref("Price")),
    credits: { type: "array", items: ref("Credit") },
    provider: nullable(ref("Organisation")),
    createdAt: dateTime,
    updatedAt: dateTime,
    url: uri,
  }),
};

/** The four collections: list key, item key, schema name and their own filters. */
export const CONTENT_COLLECTIONS = [
  {
    path: "posts",
    list: "posts",
    item: "post",
    schema: "Post",
    listSchema: "PostSummary",
    title: "Published posts, newest first (lists carry no body: read it from /{id})",
    filters: [{ name: "category", schema: { enum: [...BLOG_CATEGORIES] } }],
  },
  {
    path: "jobs",
    list: "jobs",
    item: "job",
    schema: "Job",
    listSchema: "Job",
    title: "Open jobs, newest first",
    filters: [
      { name: "type", schema: { enum: [...EMPLOYMENT_TYPES] } },
      { name: "workplace", schema: { enum: [...WORKPLACES] } },
    ],
  },
  {
    path: "events",
    list: "events",
    item: "event",
    schema: "Event",
    listSchema: "Event",
    title: "Approved events (upcoming=true: from today, soonest first; otherwise latest first)",
    filters: [{ name: "upcoming", schema: { enum: ["true", "false"] } }],
  },
  {
    path: "certifications",
    list: "certifications",
    item: "certification",
    schema: "Certification",
    listSchema: "Certification",
    title: "Certifications, newest first",
    filters: [],
  },
] as const;

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ref("Error") } },
});
const common = {
  "401": errorResponse("No valid API key"),
  "429": errorResponse("Too many requests with this key; see Retry-After"),
};
const etag = {
  ETag: { schema: str, description: "Send it back in If-None-Match to get 304 when unchanged" },
};
const notModified = { "304": { description: "Not modified (If-None-Match matched the ETag)" } };
const queryParam = (name: string, schema: Schema, description?: string) => ({
  name,
  in: "query",
  required: false,
  schema,
  ...(description ? { description } : {}),
});

function paths(): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const collection of CONTENT_COLLECTIONS) {
    result[`/api/v1/${collection.path}`] = {
      get: {
        summary: collection.title,
        operationId: `list_${collection.path}`,
        parameters: [
          queryParam("page", { type: "integer", minimum: 1, default: 1 }),
          queryParam("limit", {
            type: "integer",
            minimum: 1,
            maximum: CONTENT_API_MAX_LIMIT,
            default: CONTENT_API_DEFAULT_LIMIT,
          }),
          queryParam(
            "updatedSince",
            { type: "string" },
            "ISO 8601 date or date-time: only items changed at or after it",
          ),
          ...collection.filters.map((filter) => queryParam(filter.name, filter.schema)),
        ],
        responses: {
          "200": {
            description: "One page",
            headers: etag,
            content: {
              "application/json": {
                schema: closed({
                  success: { const: true },
                  [collection.list]: { type: "array", items: ref(collection.listSchema) },
                  pagination: ref("Pagination"),
                }),
              },
            },
          },
          ...notModified,
          "400": errorResponse("A query parameter is invalid"),
          ...common,
        },
      },
    };
    result[`/api/v1/${collection.path}/{id}`] = {
      get: {
        summary: `One of the ${collection.path}`,
        operationId: `get_${collection.item}`,
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "The item",
            headers: etag,
            content: {
              "application/json": {
                schema: closed({ success: { const: true }, [collection.item]: ref(collection.schema) }),
              },
            },
          },
          ...notModified,
          "400": errorResponse("The id is malformed"),
          "404": errorResponse("No public item with this id"),
          ...common,
        },
      },
    };
  }
  result["/api/v1/openapi.json"] = {
    get: {
      summary: "This document",
      operationId: "openapi",
      security: [],
      responses: { "200": { description: "The OpenAPI document", content: { "application/json": {} } } },
    },
  };
  return result;
}

export function openApiDocument(serverUrl: string): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "HR Pulse Content API",
      version: "1.0.0",
      description:
        "Read-only access to what the site shows the public: published posts, open jobs, approved events " +
        "and certifications. Create a key at /profile/integrations and send it as `Authorization: Bearer <key>`.",
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key (hrp_…)" } },
      schemas,
    },
    paths: paths(),
  };
}
