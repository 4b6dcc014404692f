"use client";
// A member creates a company page: name, website, about and the optional details. Verified at
// once when their sign-in address is at the website's domain; otherwise staff verify it.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { BoundTextArea, BoundTextField } from "@/components/forms/bound-fields";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import { companyPath } from "@/lib/seo/urls";
import { toast } from "@/lib/toast";
import type { CompanyFields } from "@/lib/companies/company-schemas";

type Values = {
  name: string;
  website: string;
  about: string;
  size: string;
  industry: string;
  locations: string;
};
type Created = { company: { slug: string; name: string; verified: boolean } };

/** The optional details under "About", each a plain text field. */
const DETAIL_FIELDS: ReadonlyArray<{
  name: "industry" | "size" | "locations";
  label: string;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
}> = [
  { name: "industry", label: "Industry", maxLength: 120 },
  { name: "size", label: "Size", placeholder: "e.g. 50–200", maxLength: 40 },
  { name: "locations", label: "Locations", hint: "Comma-separated" },
];

export function CompanyForm() {
  const [created, setCreated] = useState<Created["company"] | null>(null);
  const form = useForm<Values, unknown, CompanyFields>({
    // The form holds locations as one comma-separated text; the schema splits it.
    resolver: lazyZodResolver(
      async () => (await import("@/lib/companies/company-schemas")).companyFieldsSchema,
    ) as unknown as Resolver<Values, unknown, CompanyFields>,
    defaultValues: { name: "", website: "", about: "", size: "", industry: "", locations: "" },
  });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (fields) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined || value === "") continue;
      body.append(name, Array.isArray(value) ? value.join(",") : String(value));
    }
    try {
      const result = await apiRequest<ApiSuccess<Created>>("/api/companies", { method: "POST", body });
      toast.success(result.message ?? "Company created");
      setCreated(result.company);
    } catch (error) {
      toast.error(errorMessage(error, "Could not create the company"));
    }
  });

  if (created)
    return (
      <p role="status" className="text-slate-800">
        {created.verified ? "Verified: " : "Waiting for verification: "}
        <Link href={companyPath(created.slug)} className="font-semibold underline">
          {created.name}
        </Link>
      </p>
    );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <BoundTextField form={form} name="name" id="company-name" label="Company name" maxLength={120} />
      <BoundTextField
        form={form}
        name="website"
        id="company-website"
        label="Website"
        type="url"
        placeholder="https://"
        hint="Verified at once when your sign-in address is at this website's domain."
      />
      <BoundTextArea form={form} name="about" id="company-about" label="About" maxLength={5000} />
      {DETAIL_FIELDS.map(({ name, ...field }) => (
        <BoundTextField key={name} form={form} name={name} id={`company-${name}`} {...field} />
      ))}
      <SubmitButton busy={formState.isSubmitting} busyLabel="Creating…">
        Create company
      </SubmitButton>
    </form>
  );
}
