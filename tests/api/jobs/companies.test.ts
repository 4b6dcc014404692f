// Issue 33: company pages. Create (verified at once by the sign-in address's registrable domain,
// otherwise by staff), read, update by owners, colleagues by address, jobs posted for a company,
// the public pages, the sitemap and the Organization / hiringOrganization data; every route for
// owner, other member (403), guest (401), bad input (400) and not found (404).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { asMember, expectApiError, removeMembers } from "../../helpers/member-api";
import { signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `co${randomBytes(4).toString("hex")}`;
const domain = `${tag}.example.com`;
const used: string[] = [];
let admin: TestUser;
let owner: TestMember; // jane@hr.{domain}: verifies https://careers.{domain}
let outsider: TestMember; // an address elsewhere

type CompanyAnswer = {
  company: { id: string; slug: string; name: string; website: string; verified: boolean };
};

async function member(email: string): Promise<TestMember> {
  used.push(email);
  return signInMember(baseUrl(), email);
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function create(who: TestMember, fields: Record<string, string>) {
  return asMember(who, "/api/companies", { form: form(fields) }) as Promise<
    Awaited<ReturnType<typeof api<CompanyAnswer>>>
  >;
}

async function page(path: string) {
  const response = await appFetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(30000) });
  return { status: response.status, body: await response.text() };
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );

beforeAll(async () => {
  admin = await createStaffUser("admin");
  owner = await member(`jane@hr.${domain}`);
  outsider = await member(`sam-${tag}@elsewhere.example.org`);
});

afterAll(async () => {
  await removeMembers(used);
});

describe("POST /api/companies", () => {
  it("verifies at once when the sign-in address is at the website's registrable domain", async () => {
    const response = await create(owner, {
      name: `Acme ${tag}`,
      website: `https://careers.${domain}`,
      about: "We make HR software.",
      industry: "Software",
      locations: "Leeds, London",
    });
    expect(response.status).toBe(201);
    expect(response.json.company).toMatchObject({
      slug: `acme-${tag}`,
      id: `acme-${tag}`,
      name: `Acme ${tag}`,
      website: `https://careers.${domain}`,
      verified: true,
    });
  });

  it("waits for staff otherwise, then staff verify it; the directory lists verified companies only", async () => {
    const response = await create(outsider, {
      name: `Beta ${tag}`,
      website: `https://beta-${tag}.example.net`,
    });
    expect(response.status).toBe(201);
    expect(response.json.company.verified).toBe(false);
    const slug = response.json.company.slug;

    const pending = await api<{ companies: { slug: string }[] }>("/api/admin/companies/pending", {
      token: admin.token,
    });
    expect(pending.json.companies.map((c) => c.slug)).toContain(slug);
    const directory = async () =>
      (await api<{ companies: { slug: string }[] }>("/api/companies")).json.companies.map((c) => c.slug);
    expect(await directory()).not.toContain(slug);
    expect((await page("/companies")).body).not.toContain(`Beta ${tag}`);

    const verified = await api(`/api/admin/companies/${slug}/verify`, { method: "POST", token: admin.token });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ company: { slug, verified: true } });
    expect(await directory()).toContain(slug);
    expect((await page("/companies")).body).toContain(`Beta ${tag}`);
    expectApiError(
      await api(`/api/admin/companies/no-such-${tag}/verify`, { method: "POST", token: admin.token }),
      404,
    );
    expectApiError(
      await api(`/api/admin/companies/Bad_Slug!/verify`, { method: "POST", token: admin.token }),
      400,
    );
  });

  it("a second company of the same name gets its own slug", async () => {
    const again = await create(owner, { name: `Acme ${tag}`, website: `https://${domain}` });
    expect(again.status).toBe(201);
    expect(again.json.company.slug).toBe(`acme-${tag}-2`);
  });

  it.each([
    [{ website: "https://x.example.com" }, "name is required"],
    [{ name: "A", website: "https://x.example.com" }, "name must be at least 2 characters"],
    [{ name: "Fine name" }, "website is required"],
    [{ name: "Fine name", website: "javascript:alert(1)" }, "website must be a valid http or https link"],
    [
      { name: "Fine name", website: "https://127.0.0.1/" },
      "website must be a public web address with a domain name",
    ],
  ])("400 for %j", async (fields, message) => {
    const response = await create(owner, fields as Record<string, string>);
    expectApiError(response, 400);
    expect(response.json.message).toBe(message);
  });

  it("401 for a guest, 403 for a staff token", async () => {
    expectApiError(
      await api("/api/companies", { form: form({ name: "X co", website: "https://x.example.com" }) }),
      401,
    );
    expectApiError(
      await api("/api/companies", {
        token: admin.token,
        form: form({ name: "X co", website: "https://x.example.com" }),
      }),
      403,
    );
  });
});

describe("reading and changing a company", () => {
  it("GET answers the company and its open jobs only; 404 for an unknown slug, 400 for a malformed one", async () => {
    const slug = `acme-${tag}`;
    const open = await asMember(owner, "/api/job/create-job", {
      form: form({ title: `${tag} Open role`, location: "Leeds", workplace: "onsite", companySlug: slug }),
    });
    expect(open.status).toBe(201);
    const openId = (open.json as unknown as { job: { _id: string } }).job._id;
    const waiting = await asMember(owner, "/api/job/create-job", {
      form: form({ title: `${tag} Waiting role`, location: "Leeds", workplace: "onsite", companySlug: slug }),
    });
    expect(waiting.status).toBe(201);
    expect(
      (await api(`/api/admin/approve-job/${openId}`, { method: "POST", token: admin.token })).status,
    ).toBe(200);

    const read = await api<{
      company: { name: string; verified: boolean };
      jobs: { _id: string; companyRef: unknown }[];
    }>(`/api/companies/${slug}`);
    expect(read.status).toBe(200);
    expect(read.json.company).toMatchObject({ name: `Acme ${tag}`, verified: true });
    expect(read.json.jobs.map((job) => job._id)).toEqual([openId]);

    // The job's page and the company page: names, the badge and the structured data.
    const jobPage = await page(`/jobs/${openId}`);
    expect(jobPage.body).toContain("Verified employer");
    const posting = jsonLd(jobPage.body).find((data) => data["@type"] === "JobPosting");
    expect(posting?.hiringOrganization).toMatchObject({
      "@type": "Organization",
      name: `Acme ${tag}`,
      sameAs: `https://careers.${domain}`,
    });
    expect(String((posting?.hiringOrganization as { url?: string }).url)).toMatch(
      new RegExp(`/companies/${slug}$`),
    );
    const companyPage = await page(`/companies/${slug}`);
    expect(companyPage.status).toBe(200);
    expect(companyPage.body).toContain(`${tag} Open role`);
    expect(companyPage.body).not.toContain(`${tag} Waiting role`);
    expect(companyPage.body).toContain("Verified employer");
    const org = jsonLd(companyPage.body).find(
      (data) => data["@type"] === "Organization" && data.name === `Acme ${tag}`,
    );
    expect(org).toMatchObject({ sameAs: `https://careers.${domain}`, description: "We make HR software." });
    expect((await page("/sitemap/0.xml")).body).toContain(`/companies/${slug}</loc>`);

    expectApiError(await api(`/api/companies/no-such-${tag}`), 404);
    expectApiError(await api("/api/companies/NOT_a_slug"), 400);
    expect((await page(`/companies/no-such-${tag}`)).status).toBe(404);
  });

  it("a job for a company needs a member who owns it", async () => {
    const fields = {
      title: `${tag} Sneaky`,
      location: "Leeds",
      workplace: "onsite",
      companySlug: `acme-${tag}`,
    };
    expectApiError(await api("/api/job/create-job", { form: form(fields) }), 401);
    expectApiError(await asMember(outsider, "/api/job/create-job", { form: form(fields) }), 403);
    expectApiError(
      await asMember(owner, "/api/job/create-job", {
        form: form({ ...fields, companySlug: `no-such-${tag}` }),
      }),
      404,
    );
  });

  it("PUT by an owner changes the page and the jobs' copies; 401 guest, 403 other member, 400, 404", async () => {
    const slug = `acme-${tag}`;
    const fields = { name: `Acme ${tag} Ltd`, website: `https://careers.${domain}`, about: "Updated." };
    expectApiError(await api(`/api/companies/${slug}`, { method: "PUT", form: form(fields) }), 401);
    expectApiError(
      await asMember(outsider, `/api/companies/${slug}`, { method: "PUT", form: form(fields) }),
      403,
    );
    expectApiError(
      await asMember(owner, `/api/companies/no-such-${tag}`, { method: "PUT", form: form(fields) }),
      404,
    );
    expectApiError(
      await asMember(owner, `/api/companies/${slug}`, { method: "PUT", form: form({ name: "" }) }),
      400,
    );
    const updated = await asMember(owner, `/api/companies/${slug}`, { method: "PUT", form: form(fields) });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      company: { slug, name: `Acme ${tag} Ltd`, about: "Updated.", verified: true },
    });
    const read = await api<{ jobs: { company: string; companyRef: { name: string } }[] }>(
      `/api/companies/${slug}`,
    );
    expect(read.json.jobs[0]).toMatchObject({
      company: `Acme ${tag} Ltd`,
      companyRef: { name: `Acme ${tag} Ltd` },
    });

    // A website at another domain must be verified again.
    const moved = await asMember(owner, `/api/companies/${slug}`, {
      method: "PUT",
      form: form({ ...fields, website: `https://moved-${tag}.example.net` }),
    });
    expect(moved.json).toMatchObject({ company: { verified: false } });
  });

  it("an owner adds a colleague, who becomes an owner on signing in with the address", async () => {
    const slug = `beta-${tag}`;
    const colleagueEmail = `kim-${tag}@colleague.example.org`;
    expectApiError(
      await api(`/api/companies/${slug}/colleagues`, { method: "POST", body: { email: colleagueEmail } }),
      401,
    );
    expectApiError(
      await asMember(owner, `/api/companies/${slug}/colleagues`, {
        method: "POST",
        body: { email: colleagueEmail },
      }),
      403,
    );
    expectApiError(
      await asMember(outsider, `/api/companies/${slug}/colleagues`, {
        method: "POST",
        body: { email: "nope" },
      }),
      400,
    );
    expectApiError(
      await asMember(outsider, `/api/companies/no-such-${tag}/colleagues`, {
        method: "POST",
        body: { email: colleagueEmail },
      }),
      404,
    );
    const added = await asMember(outsider, `/api/companies/${slug}/colleagues`, {
      method: "POST",
      body: { email: colleagueEmail },
    });
    expect(added.status).toBe(200);

    const colleague = await member(colleagueEmail);
    const mine = await asMember(colleague, "/api/members/me/companies");
    expect((mine.json as unknown as { companies: { slug: string }[] }).companies.map((c) => c.slug)).toEqual([
      slug,
    ]);
    const edit = await asMember(colleague, `/api/companies/${slug}`, {
      method: "PUT",
      form: form({
        name: `Beta ${tag}`,
        website: `https://beta-${tag}.example.net`,
        about: "By a colleague",
      }),
    });
    expect(edit.status).toBe(200);
  });
});
