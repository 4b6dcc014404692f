// Attendance certificates (issue 44) over HTTP, checked with a maintained Verifiable Credentials
// library (did-jwt-vc with did-resolver, the issuer's did:web resolved from the served did.json), not
// our own code: a certificate that verifies; one byte changed, a foreign key, revoked, withdrawn
// after erasure do not. Also the public page, the status list, the CPD PDF and the audit pack.
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { unzipSync, strFromU8 } from "fflate";
import { verifyCredential as verifyWithLibrary } from "did-jwt-vc";
import { Resolver, type DIDDocument } from "did-resolver";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { DELETE_ACCOUNT_CONFIRMATION } from "@/lib/members/member-schemas";
import { EventRegistration } from "@/models/EventRegistration";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { forgetMemberMails, memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { asMember, expectApiError } from "../../helpers/member-api";
import { appFetch } from "../../helpers/cache-log";
import { pdfPages } from "../../helpers/pdf-text";

connectAroundFile();

const tag = `cred${randomBytes(4).toString("hex")}`;
const UNKNOWN_ID = "0123456789abcdef01234567";
const used: string[] = [];
let admin: TestUser;
let owner: TestMember;
let resolver: Resolver;
let did: string;

type Credential = {
  id: string;
  proof: { jwt: string };
  name: string;
  credentialStatus: { statusListCredential: string; statusListIndex: string };
  [key: string]: unknown;
};
type Verdict = { verified: boolean; checks: string[]; errors: string[] };

async function newMember(): Promise<TestMember> {
  const email = memberEmail("cred");
  used.push(email);
  return signInMember(baseUrl(), email);
}

/** An approved event with credits whose guest the organiser checks in: the guest's certificate id. */
async function attendedCertificate(guest: TestMember, title: string): Promise<string> {
  const created = await asMember<{ event: { _id: string } }>(owner, "/api/event/create-event", {
    body: {
      title,
      attendance: "inPerson",
      location: "Bristol",
      date: new Date(Date.now() + 3_600_000).toISOString(),
      organizer: { name: `${tag} Institute` },
      registration: "open",
      capacity: 10,
      credits: [
        { body: "SHRM", amount: 1.5 },
        { body: "HRCI", amount: 1 },
      ],
    },
  });
  const eventId = created.json.event._id;
  expect(
    (await api(`/api/admin/approve-event/${eventId}`, { method: "POST", token: admin.token })).status,
  ).toBe(200);
  await asMember(guest, `/api/events/${eventId}/registrations`, { method: "POST" });
  const row = await EventRegistration.findOne({ eventId, memberId: guest.id }).select("+code").lean();
  const checkIn = await asMember(owner, `/api/members/me/events/${eventId}/check-in`, {
    body: { token: row!.code },
  });
  expect(checkIn.status).toBe(200);
  const list = await asMember<{ credentials: Array<{ id: string; eventId: string; url: string }> }>(
    guest,
    "/api/members/me/credentials",
  );
  const mine = list.json.credentials.find((one) => one.eventId === eventId);
  expect(mine?.url).toBe(`${baseUrl()}/credentials/${mine?.id}`);
  return mine!.id;
}

const download = async (member: TestMember, id: string) =>
  (await asMember<Credential>(member, `/api/members/me/credentials/${id}`)).json;

const verifyOnSite = async (credential: unknown) =>
  (await api<Verdict>("/api/credentials/verify", { body: { credential } })).json;

const page = async (id: string) => (await appFetch(`${baseUrl()}/credentials/${id}`)).text();

beforeAll(async () => {
  admin = await createStaffUser("admin");
  owner = await newMember();
  const document = (await (await appFetch(`${baseUrl()}/.well-known/did.json`)).json()) as DIDDocument;
  did = document.id;
  // did:web resolved from the document the site serves (the test server speaks http on a port).
  resolver = new Resolver({
    web: async (asked) => ({
      didResolutionMetadata: { contentType: "application/did+json" },
      didDocument: asked === document.id ? document : null,
      didDocumentMetadata: {},
    }),
  });
}, 60000);

afterAll(() => forgetMemberMails(...used));

describe("attendance certificates", () => {
  it("did.json is a did:web of the site with an Ed25519 key", async () => {
    const host = new URL(baseUrl()).host;
    expect(did).toBe(`did:web:${encodeURIComponent(host)}`);
    const document = (await (await appFetch(`${baseUrl()}/.well-known/did.json`)).json()) as DIDDocument;
    expect(document.verificationMethod?.[0]).toMatchObject({
      id: `${did}#key-1`,
      type: "JsonWebKey2020",
      publicKeyJwk: { kty: "OKP", crv: "Ed25519" },
    });
  });

  it("a checked-in guest's certificate verifies with a VC library; one byte changed or a foreign key does not", async () => {
    const guest = await newMember();
    const id = await attendedCertificate(guest, `${tag} Forum`);
    const credential = await download(guest, id);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);

    const verified = await verifyWithLibrary(credential.proof.jwt, resolver);
    expect(verified.verified).toBe(true);
    expect(verified.issuer).toBe(did);
    const subject = verified.verifiableCredential.credentialSubject as {
      achievement: {
        name: string;
        creator: { name: string };
        otherIdentifiers: Array<{ identifier: string }>;
      };
      result: Array<{ value: string }>;
    };
    expect(subject.achievement.name).toBe(`Attendance: ${tag} Forum`);
    expect(subject.achievement.creator.name).toBe(`${tag} Institute`);
    expect(subject.achievement.otherIdentifiers[0]!.identifier).toMatch(/^HRP-EVT-[a-f0-9]{24}$/);
    expect(subject.result.map((one) => one.value)).toEqual(["1.5", "1"]);
    expect(JSON.stringify(verified.verifiableCredential.evidence)).toContain("Checked in at the door");
    expect(await verifyOnSite(credential)).toMatchObject({ verified: true, errors: [] });

    // One byte of the signed payload changed.
    const [header, payload, signature] = credential.proof.jwt.split(".") as [string, string, string];
    const at = Math.floor(payload.length / 2);
    const flipped = `${payload.slice(0, at)}${payload[at] === "A" ? "B" : "A"}${payload.slice(at + 1)}`;
    await expect(verifyWithLibrary(`${header}.${flipped}.${signature}`, resolver)).rejects.toThrow();
    expect((await verifyOnSite(`${header}.${flipped}.${signature}`)).verified).toBe(false);
    // The JSON changed by one character beside an untouched proof.
    const edited = { ...credential, name: `${credential.name}!` };
    expect(await verifyOnSite(edited)).toMatchObject({ verified: false });

    // The same credential signed by another key.
    const { privateKey } = generateKeyPairSync("ed25519");
    const forged = `${header}.${payload}.${sign(null, Buffer.from(`${header}.${payload}`), privateKey).toString("base64url")}`;
    await expect(verifyWithLibrary(forged, resolver)).rejects.toThrow();
    const answer = await verifyOnSite(forged);
    expect(answer.verified).toBe(false);
    expect(answer.errors.join(" ")).toMatch(/signature/);

    expect(await page(id)).toContain("Verified: issued by");
  }, 90000);

  it("revoked by staff: the status list has its bit, the site says revoked", async () => {
    const guest = await newMember();
    const id = await attendedCertificate(guest, `${tag} Clinic`);
    const credential = await download(guest, id);
    expectApiError(await api(`/api/admin/credentials/${id}/revoke`, { method: "POST" }), 401);
    expectApiError(
      await api(`/api/admin/credentials/${UNKNOWN_ID}/revoke`, { method: "POST", token: admin.token }),
      404,
    );
    expectApiError(
      await api(`/api/admin/credentials/nope/revoke`, { method: "POST", token: admin.token }),
      400,
    );
    const revoked = await api(`/api/admin/credentials/${id}/revoke`, { method: "POST", token: admin.token });
    expect(revoked.status).toBe(200);

    const verdict = await verifyOnSite(credential);
    expect(verdict).toMatchObject({ verified: false, errors: ["revoked"] });
    expect(await page(id)).toContain("revoked by the issuer");

    const status = (
      credential as { credentialStatus: { statusListCredential: string; statusListIndex: string } }
    ).credentialStatus;
    const listJwt = await (
      await appFetch(status.statusListCredential.replace(/^https?:\/\/[^/]+/, baseUrl()))
    ).text();
    const list = await verifyWithLibrary(listJwt, resolver);
    expect(list.verified).toBe(true);
    const { encodedList } = list.verifiableCredential.credentialSubject as { encodedList: string };
    const bits = gunzipSync(Buffer.from(encodedList.slice(1), "base64url"));
    const index = Number(status.statusListIndex);
    expect((bits[index >> 3]! >> (7 - (index & 7))) & 1).toBe(1);
  }, 90000);

  it("the CPD PDF gives the verification URL; the audit pack holds the PDF, the JSON and a README", async () => {
    const guest = await newMember();
    const id = await attendedCertificate(guest, `${tag} Seminar`);
    const pdf = await appFetch(`${baseUrl()}/api/members/me/cpd.pdf`, { headers: { Cookie: guest.cookie } });
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(" ");
    expect(text).toContain(`/credentials/${id}`);

    const zip = await appFetch(`${baseUrl()}/api/members/me/cpd/audit-pack.zip`, {
      headers: { Cookie: guest.cookie },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["README.txt", `certificates/${id}.json`, "cpd-record.pdf"]);
    expect(strFromU8(files["README.txt"]!)).toContain("/.well-known/did.json");
    const inPack = JSON.parse(strFromU8(files[`certificates/${id}.json`]!)) as Credential;
    expect((await verifyWithLibrary(inPack.proof.jwt, resolver)).verified).toBe(true);
    expectApiError(await api("/api/members/me/cpd/audit-pack.zip"), 401);
    expectApiError(await asMember(owner, `/api/members/me/credentials/${id}`), 404);
  }, 90000);

  it("an erased member's certificates stop verifying as withdrawn", async () => {
    const guest = await newMember();
    const id = await attendedCertificate(guest, `${tag} Masterclass`);
    const credential = await download(guest, id);
    const erased = await asMember(guest, "/api/members/me", {
      method: "DELETE",
      body: { confirmation: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(erased.status).toBe(200);
    expect(await verifyOnSite(credential)).toMatchObject({ verified: false, errors: ["withdrawn"] });
    expect(await page(id)).toContain("withdrawn");
  }, 90000);

  it("POST /api/credentials/verify answers anything with verified false, never 500", async () => {
    expect(await verifyOnSite({ hello: "world" })).toMatchObject({ verified: false });
    expect(await verifyOnSite("not.a.jwt")).toMatchObject({ verified: false });
    const bad = await api("/api/credentials/verify", { body: "{not json" });
    expectApiError(bad, 400);
  });
});
