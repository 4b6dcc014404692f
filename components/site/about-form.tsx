"use client";
// Manage About: the About text (rich), the legal pages' texts (privacy policy, terms of use), the three
// social links and the contact e-mail. No field is required; links must be http/https and the e-mail an e-mail (the server's schema, checked here first).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { RichTextField } from "@/components/editor/rich-text-field";
import { apiRequest, errorMessage, type ApiResult } from "@/lib/api/api-client";
import { useApiData } from "@/components/back-office/use-api-data";
import type { AboutRecord } from "@/lib/site/website";
import { toast } from "@/lib/toast";
import { updateAboutSchema } from "@/lib/site/website-schemas";
import { SubmitButton } from "@/components/ui/button";

type FormInput = z.input<typeof updateAboutSchema>;

const SOCIAL_LINKS = [
  { key: "linkedin", label: "LinkedIn link" },
  { key: "instagram", label: "Instagram link" },
  { key: "facebook", label: "Facebook link" },
] as const;
type FormOutput = z.output<typeof updateAboutSchema>;

const EMPTY = {
  about: "",
  privacy: "",
  terms: "",
  socialLinks: { facebook: "", instagram: "", linkedin: "" },
  contactInfo: { email: "" },
} satisfies FormInput;

export function AboutForm() {
  const { data, loading } = useApiData<ApiResult & { website: AboutRecord[] }>(
    "/api/admin/about",
    "Failed to fetch about section",
  );
  if (loading && !data) return <Spinner label="Loading the About section" />;
  const record = data?.website[0];
  // The form starts from the first answer; a later re-read (focus, another tab) leaves the edits alone.
  return (
    <AboutEditor
      initial={
        record
          ? {
              _id: record._id,
              about: record.about,
              privacy: record.privacy,
              terms: record.terms,
              socialLinks: record.socialLinks,
              contactInfo: record.contactInfo,
            }
          : EMPTY
      }
    />
  );
}

function AboutEditor({ initial }: { initial: FormInput }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateAboutSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest("/api/admin/update-about", {
        method: "PUT",
        body: values,
        fallbackMessage: "Failed to update the About section",
      });
      toast.success(result.message ?? "About section updated");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to update the About section"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <RichTextField form={form} name="about" id="about-text" label="About" />
      <RichTextField form={form} name="privacy" id="about-privacy" label="Privacy policy (/privacy)" />
      <RichTextField form={form} name="terms" id="about-terms" label="Terms of use (/terms)" />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Contact links</legend>
        {SOCIAL_LINKS.map(({ key, label }) => (
          <TextField
            key={key}
            id={`about-${key}`}
            label={label}
            type="url"
            placeholder="https://"
            error={errors.socialLinks?.[key]?.message}
            {...form.register(`socialLinks.${key}`)}
          />
        ))}
        <TextField
          id="about-email"
          label="Contact e-mail"
          type="email"
          error={errors.contactInfo?.email?.message}
          {...form.register("contactInfo.email")}
        />
      </fieldset>
      <SubmitButton busy={isSubmitting} busyLabel="Saving...">
        Save
      </SubmitButton>
    </form>
  );
}
