import { generateBlogMarkdown } from "@/lib/posts/ai/generate-blog";
import { markdownToSafeHtml } from "@/lib/posts/ai/markdown";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { generateBlogSchema } from "@/lib/posts/blog-admin-schemas";

// POST /api/blog/generate – AI-drafted blog text for a title: markdown in `message`, sanitized `html`
export const POST = route({ auth: "staff", body: generateBlogSchema, rateLimit: "ai" }, async ({ body }) => {
  const markdown = await generateBlogMarkdown(body.prompt);
  return ok(markdown, { html: markdownToSafeHtml(markdown) });
});
