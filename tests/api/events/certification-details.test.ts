// Issue 21: certification format, price, credits, provider and end date; Course JSON-LD on the
// page; filters on /certifications and its API.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Certification } from "@/models/Certification";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { courseProblems, jsonLdBlocks } from "../../helpers/structured-data";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `crd${randomBytes(4).toString("hex")}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: `${tag} Reward Design`,
  skills: "Pay bands, benchmarking",
  description: "<p>Design <strong>pay</strong></p>",
  date: "2027-03-15",
  duration: "8 weeks",
  registrationLink: "https://learn.example.com/reward",
  level: "Intermediate",
  ...overrides,
});

type CertificationJson = {
  _id: string;
  title: string;
  format?: string;
  endDate?: string;
  price: { amount: number; currency: string } | null;
  credits: { body: string; amount: number }[];
  provider: { name: string; url?: string } | null;
};

let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await api<{ certification: CertificationJson }>("/api/admin/create-certification", {
    token: admin.token,
    body: valid(overrides),
  });
  expect(response.status).toBe(201);
  return response.json.certification;
}

async function html(path: string) {
  const response = await appFetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(20000) });
  return { status: response.status, text: await response.text() };
}

describe("new certification fields", () => {
  it("stores format, price, credits, provider and end date, and the page's Course JSON-LD has them", async () => {
    const created = await create({
      format: "in-person",
      endDate: "2027-05-10",
      price: { amount: "450", currency: "eur" },
      credits: [{ body: "CIPD", amount: "20" }],
      provider: { name: "Reward Institute", url: "https://reward.example" },
    });
    expect(created).toMatchObject({
      format: "in-person",
      endDate: "2027-05-10T00:00:00.000Z",
      price: { amount: 450, currency: "EUR" },
      credits: [{ body: "CIPD", amount: 20 }],
      provider: { name: "Reward Institute", url: "https://reward.example" },
    });
    const page = await html(`/certifications/${created._id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Reward Institute");
    expect(page.text).toContain("CIPD 20");
    const course = jsonLdBlocks(page.text).find((block) => block["@type"] === "Course");
    expect(course).toMatchObject({
      provider: { "@type": "Organization", name: "Reward Institute", url: "https://reward.example" },
      offers: [
        { "@type": "Offer", price: "450", priceCurrency: "EUR", url: "https://learn.example.com/reward" },
      ],
      hasCourseInstance: [
        { courseMode: "Onsite", startDate: "2027-03-15", endDate: "2027-05-10", courseWorkload: "P8W" },
      ],
    });
    expect(courseProblems(course ?? {})).toEqual([]);
  });

  it("leaves optional parts out when blank; no provider means the site's organisation", async () => {
    const created = await create({
      format: "",
      endDate: "",
      price: { amount: "", currency: "" },
      credits: [],
      provider: { name: "", url: "" },
      duration: "at your own pace",
    });
    expect(created).toMatchObject({ price: null, credits: [], provider: null });
    expect(created.format).toBeUndefined();
    expect(created.endDate).toBeUndefined();
    const stored = await Certification.findById(created._id).lean();
    expect(stored && ("price" in stored || "provider" in stored || "format" in stored)).toBe(false);
    const course = jsonLdBlocks((await html(`/certifications/${created._id}`)).text).find(
      (block) => block["@type"] === "Course",
    );
    expect(course?.provider).toMatchObject({ "@type": "Organization", name: "HR Pulse" });
    expect(courseProblems(course ?? {})).toEqual([]);
  });

  it.each([
    ["an unknown format", { format: "osmosis" }, "Format must be self-paced, instructor-led or in-person"],
    ["an end before the start", { endDate: "2027-03-01" }, "End date must be on or after the start date"],
    ["a bad end date", { endDate: "2027-02-30" }, "End date must be a valid date"],
    ["a negative price", { price: { amount: -1, currency: "GBP" } }, "Price amount must be 0 or more"],
    [
      "a bad currency",
      { price: { amount: 1, currency: "EURO" } },
      "Price currency must be a three-letter code such as GBP",
    ],
    [
      "an unknown credit body",
      { credits: [{ body: "XYZ", amount: 1 }] },
      "Credit body must be one of SHRM, HRCI, CIPD, Other",
    ],
    ["a provider without a name", { provider: { url: "https://x.example" } }, "Provider name is required"],
    [
      "a provider with a bad link",
      { provider: { name: "X", url: "javascript:alert(1)" } },
      "Provider link must be a valid http or https link",
    ],
  ])("rejects %s with 400", async (_name, overrides, message) => {
    const response = await api("/api/admin/create-certification", {
      token: admin.token,
      body: valid(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });
});

describe("filters", () => {
  it("narrow the list by level, format and credit body, on the API and the page", async () => {
    const a = await create({
      title: `${tag} A`,
      level: "Beginner",
      format: "self-paced",
      credits: [{ body: "SHRM", amount: 5 }],
    });
    const b = await create({
      title: `${tag} B`,
      level: "Advanced",
      format: "in-person",
      credits: [{ body: "HRCI", amount: 5 }],
    });
    const c = await create({
      title: `${tag} C`,
      level: "Beginner",
      format: "in-person",
      credits: [
        { body: "SHRM", amount: 2 },
        { body: "CIPD", amount: 3 },
      ],
    });
    const mine = (list: { _id: string }[]) =>
      list.map((item) => item._id).filter((id) => [a._id, b._id, c._id].includes(id));
    const ids = async (query: string) =>
      mine(
        (await api<{ certifications: { _id: string }[] }>(`/api/admin/certifications?${query}`)).json
          .certifications,
      );
    expect(await ids("level=Beginner")).toEqual([c._id, a._id]);
    expect(await ids("format=in-person")).toEqual([c._id, b._id]);
    expect(await ids("credit=SHRM")).toEqual([c._id, a._id]);
    expect(await ids("credit=CIPD&level=Beginner")).toEqual([c._id]);
    expect(await ids("level=Advanced&format=self-paced")).toEqual([]);
    const bad = await api("/api/admin/certifications?format=osmosis");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Format must be self-paced, instructor-led or in-person");

    const page = await html("/certifications?credit=HRCI&level=Advanced");
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${tag} B`);
    expect(page.text).not.toContain(`${tag} A`);
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    expect((await html("/certifications?level=Wizard")).status).toBe(200);
  });
});
