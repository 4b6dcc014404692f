// Multipart bodies of add-blog and update-blog, and a post made through the API.
import { randomBytes } from "node:crypto";
import { api } from "./server";
import { appFetch } from "./cache-log";

export function blogForm(blog: unknown, image?: File): FormData {
  const form = new FormData();
  form.append("blog", typeof blog === "string" ? blog : JSON.stringify(blog));
  if (image) form.append("image", image);
  return form;
}

export type BlogFields = {
  title: string;
  subTitle: string;
  description: string;
  category: string[];
  isPublished: boolean;
} & Record<string, unknown>;

export function blogFields(tag: string, fields: Record<string, unknown> = {}): BlogFields {
  return {
    title: `${tag} ${randomBytes(3).toString("hex")}`,
    subTitle: "A sub title",
    description: "<p>Body</p>",
    category: ["Payroll"],
    isPublished: false,
    ...fields,
  };
}

/** Adds a post through POST /api/blog/add-blog; throws unless it answers 201. */
export async function addBlogThroughApi(token: string, fields: BlogFields): Promise<string> {
  const response = await api<{ blog: { _id: string } }>("/api/blog/add-blog", {
    form: blogForm(fields),
    token,
  });
  if (response.status !== 201)
    throw new Error(`add-blog answered ${response.status}: ${response.json.message}`);
  return response.json.blog._id;
}

/** PUT /api/blog/update-blog/{id}. */
export function updateBlogThroughApi(token: string, id: string, fields: unknown, image?: File) {
  return api<{ blog: { _id: string; status: string; publishAt: string | null } }>(
    `/api/blog/update-blog/${id}`,
    {
      method: "PUT",
      form: blogForm(fields, image),
      token,
    },
  );
}

/** The page's HTML as a visitor gets it. */
export async function pageText(baseUrl: string, path: string): Promise<{ status: number; text: string }> {
  const response = await appFetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(20000) });
  return { status: response.status, text: await response.text() };
}
