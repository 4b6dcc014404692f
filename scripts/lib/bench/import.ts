// The import row of `npm run bench` (issue 35): a generated WordPress export of N posts (each with a
// comment, categories and a tag) uploaded to the running server as an admin would, timed from the
// upload to the run's end, with the server's peak memory over that time.
import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import mongoose from "mongoose";
import { mb, sampleGroupMemory } from "./memory";

export type ImportBenchResult = {
  posts: number;
  fileBytes: number;
  uploadSeconds: number;
  importSeconds: number;
  postsPerSecond: number;
  peakServerBytes: number;
  state: string;
  counts: Record<string, number>;
};

export function generatedWxr(posts: number, tag: string): string {
  const items = Array.from({ length: posts }, (_, index) => {
    const n = index + 1;
    const day = String((n % 28) + 1).padStart(2, "0");
    return `<item><title><![CDATA[Imported ${tag} post ${n}]]></title><link>https://${tag}.wp.example/2024/01/post-${n}/</link><dc:creator><![CDATA[author${n % 7}]]></dc:creator><content:encoded><![CDATA[<p>${"Body text of an imported post. ".repeat(40)}</p>]]></content:encoded><excerpt:encoded><![CDATA[Excerpt ${n}]]></excerpt:encoded><wp:post_id>${n}</wp:post_id><wp:post_date_gmt><![CDATA[2024-01-${day} 10:00:00]]></wp:post_date_gmt><wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type><category domain="category" nicename="payroll"><![CDATA[Payroll]]></category><category domain="post_tag" nicename="t"><![CDATA[Tag ${n % 50}]]></category><wp:comment><wp:comment_id>${n}</wp:comment_id><wp:comment_author><![CDATA[Reader]]></wp:comment_author><wp:comment_date_gmt><![CDATA[2024-01-${day} 12:00:00]]></wp:comment_date_gmt><wp:comment_content><![CDATA[A comment on post ${n}.]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_parent>0</wp:comment_parent></wp:comment></item>`;
  }).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Bench</title><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://${tag}.wp.example</wp:base_site_url>${items}</channel></rss>`;
}

/** An admin in the bench database and a token the server (same JWT_SECRET) accepts. */
async function adminToken(mongoUri: string, jwtSecret: string): Promise<string> {
  const connection = await mongoose.createConnection(mongoUri).asPromise();
  const users = connection.collection("users");
  const id = new mongoose.Types.ObjectId();
  await users.insertOne({
    _id: id,
    name: "Bench importer",
    email: `bench-import-${randomBytes(4).toString("hex")}@example.test`,
    passwordHash: "not-a-password",
    role: "admin",
    active: true,
    tokenVersion: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await connection.close();
  return jwt.sign({ role: "admin", ver: 0 }, jwtSecret, {
    algorithm: "HS256",
    subject: String(id),
    expiresIn: 3600,
  });
}

export async function runImportBench(options: {
  baseUrl: string;
  mongoUri: string;
  jwtSecret: string;
  serverGroup: number;
  posts: number;
}): Promise<ImportBenchResult> {
  const token = await adminToken(options.mongoUri, options.jwtSecret);
  const text = generatedWxr(options.posts, `bench${randomBytes(3).toString("hex")}`);
  const memory = sampleGroupMemory(options.serverGroup, 500);
  const started = Date.now();
  const form = new FormData();
  form.set("source", "wordpress");
  form.set("file", new Blob([text]), "bench.xml");
  const queued = await fetch(`${options.baseUrl}/api/admin/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const { importId } = (await queued.json()) as { importId?: string };
  if (queued.status !== 202 || !importId) throw new Error(`the import upload answered ${queued.status}`);
  const uploaded = Date.now();
  let run: { state: string; counts: Record<string, number> } = { state: "queued", counts: {} };
  // Bounded: a 10 000-post import that takes an hour is a finding, not something to wait for.
  while (Date.now() - started < 60 * 60 * 1000) {
    const answer = await fetch(`${options.baseUrl}/api/admin/import/${importId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    run = (await answer.json()) as typeof run;
    if (run.state === "done" || run.state === "failed") break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const ended = Date.now();
  memory.stop();
  const importSeconds = (ended - started) / 1000;
  return {
    posts: options.posts,
    fileBytes: Buffer.byteLength(text),
    uploadSeconds: (uploaded - started) / 1000,
    importSeconds,
    postsPerSecond: (run.counts.posts ?? 0) / importSeconds,
    peakServerBytes: memory.peak().totalBytes,
    state: run.state,
    counts: run.counts,
  };
}

export function importSection(result: ImportBenchResult): string {
  return [
    "## Import (issue 35)",
    "",
    `A generated WordPress export of ${result.posts} posts (${mb(result.fileBytes)}; each post with a comment, a category and a tag) uploaded to the bench server: ` +
      `state ${result.state}, ${result.counts.posts ?? 0} posts and ${result.counts.comments ?? 0} comments stored in ${result.importSeconds.toFixed(0)} s ` +
      `(upload ${result.uploadSeconds.toFixed(1)} s): **${result.postsPerSecond.toFixed(1)} posts/s**, server peak memory **${mb(result.peakServerBytes)}** (every process of the stack).`,
  ].join("\n");
}
