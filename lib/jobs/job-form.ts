// The public job form (multipart) read into validated fields and a stored image.
import "server-only";
import { invalid } from "@/lib/errors";
import { imageFromForm, saveUploadedImage } from "@/lib/images/images";
import { JOB_FORM_FIELDS, jobFieldsSchema, type JobFields } from "@/lib/jobs/job-schemas";
import { optionalEmailSchema } from "@/lib/common-schemas";
import { companySlugParamsSchema } from "@/lib/companies/company-schemas";

/** The submitter's optional `email` field of the public job form. */
export function submitterEmailFromForm(form: FormData): string | undefined {
  const value = form.get("email");
  if (value === null) return undefined;
  if (typeof value !== "string") throw invalid("email must be text");
  return optionalEmailSchema.parse(value);
}

/** The job's fields and optional image from a multipart form; fields are validated before the image is stored. */
export async function jobFromForm(form: FormData): Promise<{ fields: JobFields; imageUrl?: string }> {
  const raw: Record<string, string | string[]> = {};
  for (const name of JOB_FORM_FIELDS) {
    const values = form.getAll(name);
    if (values.length === 0) continue;
    for (const value of values) if (typeof value !== "string") throw invalid(`${name} must be text`);
    const texts = values as string[];
    raw[name] = name === "employmentType" ? texts : texts[texts.length - 1]!;
  }
  const fields = jobFieldsSchema.parse(raw);
  const image = imageFromForm(form, "image");
  const imageUrl = image ? await saveUploadedImage(image) : undefined;
  return { fields, imageUrl };
}

/** The optional `companySlug` of a signed-in member's job form. */
export function companySlugFromForm(form: FormData): string | undefined {
  const value = form.get("companySlug");
  if (value === null || value === "") return undefined;
  if (typeof value !== "string") throw invalid("companySlug must be text");
  return companySlugParamsSchema.parse({ slug: value.trim() }).slug;
}
