// Authenticate first: every upload route resolves its caller before it reads the body. Without a
// valid credential of the right kind the answer is 401/403 with the body unread — a malformed body is
// never reported, and a 50 MB upload is answered while the client has sent only its first megabyte.
import http from "node:http";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { expectApiError, removeMembers } from "../../helpers/member-api";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { SAMPLE_ID } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

type Who = "staff" | "memberOrStaff" | "member";
type UploadRoute = { method: "POST" | "PUT"; path: string; who: Who };

/** Every route that takes a multipart upload from a signed-in caller (create-job is open to guests). */
const UPLOAD_ROUTES: UploadRoute[] = [
  { method: "POST", path: "/api/blog/add-blog", who: "staff" },
  { method: "PUT", path: `/api/blog/update-blog/${SAMPLE_ID}`, who: "staff" },
  { method: "PUT", path: `/api/job/update-job/${SAMPLE_ID}`, who: "memberOrStaff" },
  { method: "POST", path: "/api/companies", who: "member" },
  { method: "PUT", path: "/api/companies/sample-company", who: "member" },
];

const UPLOAD_BYTES = 50 * 1024 * 1024;
const SENT_BYTES = 1024 * 1024;

let staff: TestUser;
let member: TestMember;

type Credential = {
  name: string;
  headers: () => Record<string, string>;
  status: (route: UploadRoute) => number;
};

/** The callers each upload route refuses, with the status each gets. */
const CREDENTIALS: Credential[] = [
  { name: "no credential", headers: () => ({}), status: () => 401 },
  { name: "garbage Bearer token", headers: () => ({ Authorization: "Bearer not-a-jwt" }), status: () => 401 },
  { name: "garbage staff cookie", headers: () => ({ Cookie: "hrp_staff=not-a-jwt" }), status: () => 401 },
  {
    name: "garbage member cookie",
    headers: () => ({ Cookie: "hrp_member=not-a-session" }),
    status: () => 401,
  },
];
/** A valid session of the wrong kind: a member on a staff route (401), staff on a member route (403). */
const WRONG_KIND: Credential[] = [
  { name: "member session", headers: () => ({ Cookie: member.cookie }), status: () => 401 },
  { name: "staff token", headers: () => ({ Authorization: `Bearer ${staff.token}` }), status: () => 403 },
];
const wrongKindFor = (route: UploadRoute) =>
  route.who === "staff" ? [WRONG_KIND[0]!] : route.who === "member" ? [WRONG_KIND[1]!] : [];
const cases = (route: UploadRoute) => [...CREDENTIALS, ...wrongKindFor(route)];

beforeAll(async () => {
  staff = await createStaffUser("admin");
  member = await signInMember(baseUrl(), memberEmail("upload-auth"));
});

afterAll(async () => {
  await User.deleteOne({ _id: staff.id });
  await removeMembers([member.email]);
});

describe.each(UPLOAD_ROUTES)("$method $path ($who)", (route) => {
  it("refuses a caller without the right session before it parses the body", async () => {
    const answers: string[] = [];
    for (const credential of cases(route)) {
      // Not multipart at all: a route that parsed first would answer 400.
      const response = await api(route.path, {
        method: route.method,
        body: "this is not a form",
        headers: { ...credential.headers(), "Content-Type": "text/plain" },
      });
      expectApiError(response, credential.status(route));
      answers.push(`${credential.name}: ${response.status}`);
    }
    expect(answers).toEqual(
      cases(route).map((credential) => `${credential.name}: ${credential.status(route)}`),
    );
  });
});

/**
 * Starts a multipart upload declaring UPLOAD_BYTES, sends only its first SENT_BYTES and waits: the
 * answer must come while the rest is still unsent (a server reading the body first would wait for it).
 */
function partialUpload(
  url: string,
  route: UploadRoute,
  headers: Record<string, string>,
): Promise<{ status: number; body: { success?: boolean; message?: unknown } }> {
  const boundary = `----hrp${randomBytes(8).toString("hex")}`;
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${route.path}`, {
      method: route.method,
      headers: {
        ...headers,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(UPLOAD_BYTES),
      },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        // The upload is abandoned here: it was never finished.
        request.destroy();
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    request.write(randomBytes(SENT_BYTES));
  });
}

describe("a 50 MB upload without the right session", () => {
  // A bare `next start`: the reverse proxy in front of the main stack refuses any body over its own
  // limit with 413 before the app sees it.
  let server: AppServer;

  beforeAll(async () => {
    server = await startAppServer({});
  }, 120000);

  afterAll(async () => {
    await server?.stop();
  });

  it.each(UPLOAD_ROUTES)("$method $path is answered before the upload finishes", async (route) => {
    for (const credential of cases(route)) {
      const answer = await partialUpload(server.url, route, credential.headers());
      expect({ credential: credential.name, status: answer.status, success: answer.body.success }).toEqual({
        credential: credential.name,
        status: credential.status(route),
        success: false,
      });
      expect(typeof answer.body.message).toBe("string");
    }
  });
});
