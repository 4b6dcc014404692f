// The company form (multipart): validated fields, then the optional logo stored with the job image rules.
import "server-only";
import { invalid } from "@/lib/errors";
import { imageFromForm, saveUploadedImage } from "@/lib/images/images";
import {
  COMPANY_FORM_FIELDS,
  companyFieldsSchema,
  type CompanyFields,
} from "@/lib/companies/company-schemas";

export async function companyFromForm(form: FormData): Promise<{ fields: CompanyFields; logoUrl?: string }> {
  const raw: Record<string, string | string[]> = {};
  for (const name of COMPANY_FORM_FIELDS) {
    const values = form.getAll(name);
    if (values.length === 0) continue;
    for (const value of values) if (typeof value !== "string") throw invalid(`${name} must be text`);
    const texts = values as string[];
    raw[name] = name === "locations" ? texts : texts[texts.length - 1]!;
  }
  const fields = companyFieldsSchema.parse(raw);
  const logo = imageFromForm(form, "logo");
  const logoUrl = logo ? await saveUploadedImage(logo) : undefined;
  return { fields, logoUrl };
}
