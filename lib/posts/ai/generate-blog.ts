// AI drafting for the add-blog form: an OpenAI-compatible chat completion that returns markdown,
// bounded by a timeout and never retried, with every failure turned into a clear domain error.
import "server-only";
import OpenAI from "openai";
import { unavailable, upstreamFailed, upstreamTimeout } from "@/lib/errors";
import { getEnv } from "@/lib/env";

export const AI_NOT_CONFIGURED_MESSAGE = "AI generation is not configured";
export const AI_TIMEOUT_MESSAGE = "AI generation took too long, please try again";
export const AI_FAILED_MESSAGE = "AI generation failed, please try again later";

const SYSTEM_PROMPT =
  "You write blog posts for an HR industry news site. Write a well-structured article in Markdown " +
  "(headings, short paragraphs, lists where useful) about the title the user gives. " +
  "Do not include the title itself as a top-level heading, and do not include HTML.";

export async function generateBlogMarkdown(title: string): Promise<string> {
  const env = getEnv();
  if (!env.OPENAI_API_KEY) throw unavailable(AI_NOT_CONFIGURED_MESSAGE);
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    timeout: env.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
  let text: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: env.OPENAI_MODEL,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: title },
      ],
    });
    text = completion.choices[0]?.message?.content;
  } catch (error) {
    if (error instanceof OpenAI.APIConnectionTimeoutError) throw upstreamTimeout(AI_TIMEOUT_MESSAGE);
    console.error(JSON.stringify({ level: "warn", msg: "AI generation failed", error: String(error) }));
    throw upstreamFailed(AI_FAILED_MESSAGE);
  }
  if (!text || text.trim() === "") throw upstreamFailed(AI_FAILED_MESSAGE);
  return text.trim();
}
