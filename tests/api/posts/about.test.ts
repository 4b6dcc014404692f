import { beforeAll, describe, expect, it } from "vitest";
import { Website } from "@/models/Website";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { resetCollections } from "../../helpers/db";
import { connectAroundFile } from "../../helpers/db-hooks";
import { appFetch } from "../../helpers/cache-log";
import { api, baseUrl } from "../../helpers/server";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

type AboutJson = {
  _id: string;
  about: string;
  privacy: string;
  terms: string;
  socialLinks: { facebook: string; instagram: string; linkedin: string };
  contactInfo: { email: string };
};

let admin: TestUser;
let profile: TestUser;

const body = (overrides: Record<string, unknown> = {}) => ({
  about: "<p>We are <em>HR</em></p>",
  socialLinks: {
    facebook: "",
    instagram: "https://instagram.com/hr",
    linkedin: "https://linkedin.com/company/hr",
  },
  contactInfo: { email: "Hello@Example.com" },
  ...overrides,
});

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  await resetCollections("websites");
});

describe("About", () => {
  it("answers an empty list before the first save", async () => {
    const response = await api<{ website: AboutJson[] }>("/api/admin/about");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, website: [] });
  });

  it("creates the single record on first save and updates it afterwards", async () => {
    const first = await api("/api/admin/update-about", {
      method: "PUT",
      token: admin.token,
      body: body({ about: '<p>First</p><script>alert(1)</script><a href="javascript:x">bad</a>' }),
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, message: "About section updated" });

    const read = await api<{ website: AboutJson[] }>("/api/admin/about");
    expect(read.json.website).toHaveLength(1);
    const record = read.json.website[0]!;
    expect(record.about).toContain("<p>First</p>");
    expect(record.about).not.toContain("script");
    expect(record.about).not.toContain("javascript");
    expect(record.contactInfo.email).toBe("hello@example.com");
    expect(record.socialLinks).toEqual({
      facebook: "",
      instagram: "https://instagram.com/hr",
      linkedin: "https://linkedin.com/company/hr",
    });

    const second = await api("/api/admin/update-about", {
      method: "PUT",
      token: admin.token,
      body: body({
        _id: "64b000000000000000000009",
        about: "<p>Second</p>",
        socialLinks: { facebook: "https://facebook.com/hr" },
      }),
    });
    expect(second.status).toBe(200);
    expect(await Website.countDocuments()).toBe(1);
    const after = await api<{ website: AboutJson[] }>("/api/admin/about");
    expect(after.json.website[0]).toMatchObject({
      _id: record._id,
      about: "<p>Second</p>",
      socialLinks: { facebook: "https://facebook.com/hr", instagram: "", linkedin: "" },
    });
  });

  it("keeps the privacy policy and terms of use (sanitized), shown on /privacy and /terms", async () => {
    await resetCollections("websites");
    const pageText = async (path: string) => {
      const response = await appFetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    // Before anyone writes them, the pages say so and give the contact address.
    await api("/api/admin/update-about", { method: "PUT", token: admin.token, body: body() });
    expect(await pageText("/privacy")).toContain("This page is being written.");

    const saved = await api("/api/admin/update-about", {
      method: "PUT",
      token: admin.token,
      body: body({
        privacy: "<p>We keep <strong>little</strong>.</p><script>alert(1)</script>",
        terms: '<p>Be kind.</p><img src=x onerror="alert(1)">',
      }),
    });
    expect(saved.status).toBe(200);
    const record = (await api<{ website: AboutJson[] }>("/api/admin/about")).json.website[0]!;
    expect(record.privacy).toBe("<p>We keep <strong>little</strong>.</p>");
    expect(record.terms).toContain("<p>Be kind.</p>");
    expect(record.terms).not.toContain("onerror");
    expect(await pageText("/privacy")).toContain("We keep <strong>little</strong>.");
    expect(await pageText("/terms")).toContain("Be kind.");

    // A save that does not send them (an older client) leaves them as they are.
    await api("/api/admin/update-about", {
      method: "PUT",
      token: admin.token,
      body: body({ about: "<p>New</p>" }),
    });
    const after = (await api<{ website: AboutJson[] }>("/api/admin/about")).json.website[0]!;
    expect(after).toMatchObject({ about: "<p>New</p>", privacy: "<p>We keep <strong>little</strong>.</p>" });
  });

  it("never creates a second record, even when saves race", async () => {
    await resetCollections("websites");
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        api("/api/admin/update-about", {
          method: "PUT",
          token: admin.token,
          body: body({ about: `<p>${n}</p>` }),
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(await Website.countDocuments()).toBe(1);
  });

  it.each([
    [
      "a non-URL social link",
      body({ socialLinks: { linkedin: "linkedin" } }),
      "LinkedIn link must be a valid http or https link",
    ],
    [
      "a javascript: social link",
      body({ socialLinks: { facebook: "javascript:alert(1)" } }),
      "Facebook link must be a valid http or https link",
    ],
    ["a bad e-mail", body({ contactInfo: { email: "not-an-email" } }), "Please enter a valid email address"],
    ["about that is not text", body({ about: 42 }), "About must be text"],
    ["a privacy policy that is not text", body({ privacy: 42 }), "Privacy policy must be text"],
    ["terms of use that are too long", body({ terms: "x".repeat(50_001) }), "Terms of use are too long"],
  ])("rejects %s with 400", async (_name, payload, message) => {
    const response = await api("/api/admin/update-about", {
      method: "PUT",
      token: admin.token,
      body: payload,
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("lets only admins save", async () => {
    expect((await api("/api/admin/update-about", { method: "PUT", body: body() })).status).toBe(401);
    expect(
      (
        await api("/api/admin/update-about", {
          method: "PUT",
          token: expiredToken(admin.id, "admin"),
          body: body(),
        })
      ).status,
    ).toBe(401);
    expect(
      (await api("/api/admin/update-about", { method: "PUT", token: profile.token, body: body() })).status,
    ).toBe(403);
  });
});
