// Issue 47: verification that means something. Free-mail and disposable domains never verify a
// company automatically, whatever its website; a company with a verified company's website or name
// waits for staff; the inbox's pending list says why each one waits.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { asMember, removeMembers } from "../../helpers/member-api";
import { signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const tag = `cv${randomBytes(4).toString("hex")}`;
const domain = `${tag}.example.com`;
const used: string[] = [];
let admin: TestUser;

type CompanyAnswer = { company: { slug: string; verified: boolean } };

async function member(email: string): Promise<TestMember> {
  used.push(email);
  return signInMember(baseUrl(), email);
}

async function create(who: TestMember, name: string, website: string) {
  const body = new FormData();
  body.append("name", name);
  body.append("website", website);
  const response = await asMember(who, "/api/companies", { form: body });
  expect(response.status).toBe(201);
  return (response.json as unknown as CompanyAnswer).company;
}

async function waitingNote(slug: string): Promise<string | undefined> {
  const pending = await api<{ companies: { slug: string; verificationNote: string }[] }>(
    "/api/admin/companies/pending",
    { token: admin.token },
  );
  expect(pending.status).toBe(200);
  return pending.json.companies.find((company) => company.slug === slug)?.verificationNote;
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  await removeMembers(used);
});

describe("automatic verification", () => {
  it.each([
    ["gmail.com", "https://gmail.com", "free"],
    ["outlook.com", "https://outlook.com", "free"],
    ["gmail.com", `https://www.${domain}`, "free"],
    ["mailinator.com", "https://mailinator.com", "disposable"],
  ])("never verifies a member at %s, whatever the website (%s)", async (mailDomain, website, kind) => {
    const who = await member(`jane.${tag}.${randomBytes(2).toString("hex")}@${mailDomain}`);
    const company = await create(who, `Mail ${tag} ${randomBytes(2).toString("hex")}`, website);
    expect(company.verified).toBe(false);
    expect(await waitingNote(company.slug)).toContain(`a ${kind} mail domain`);
    const directory = await api<{ companies: { slug: string }[] }>("/api/companies");
    expect(directory.json.companies.map((listed) => listed.slug)).not.toContain(company.slug);
  });

  it("holds a second company with a verified company's website or name for staff", async () => {
    const first = await create(await member(`ana@hr.${domain}`), `Acme ${tag}`, `https://${domain}`);
    expect(first.verified).toBe(true);

    const sameSite = await create(
      await member(`ben@${domain}`),
      `Acme Careers ${tag}`,
      `https://www.${domain}/careers`,
    );
    expect(sameSite.verified).toBe(false);
    expect(await waitingNote(sameSite.slug)).toBe(
      `A verified company (Acme ${tag}) already has this website: staff check the company first`,
    );

    const otherDomain = `${tag}-other.example.org`;
    const sameName = await create(await member(`cy@${otherDomain}`), `ACME ${tag}`, `https://${otherDomain}`);
    expect(sameName.verified).toBe(false);
    expect(await waitingNote(sameName.slug)).toContain("already has this name");
  });

  it("still verifies a member at their own company's domain", async () => {
    const own = `${tag}-own.example.net`;
    const company = await create(await member(`dee@${own}`), `Own ${tag}`, `https://${own}`);
    expect(company.verified).toBe(true);
    expect(await waitingNote(company.slug)).toBeUndefined();
  });
});
