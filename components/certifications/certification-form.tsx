"use client";
// Add Certification: every field but level is required (the server's schema, checked here first);
// level is blank by default and left out when blank.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { FieldError, INPUT_CLASS, TextField } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { CERTIFICATION_LEVELS } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { createCertificationSchema } from "@/lib/validations/certification";
import { Button } from "@/components/ui/button";

type FormInput = z.input<typeof createCertificationSchema>;
type FormOutput = z.output<typeof createCertificationSchema>;

const EMPTY: FormInput = {
  title: "",
  skills: "",
  description: "",
  date: "",
  duration: "",
  registrationLink: "",
  level: "",
};
const LABEL = "mb-1 block text-sm font-medium text-slate-700";

export function CertificationForm() {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createCertificationSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest("/api/admin/create-certification", {
        method: "POST",
        body: values,
        fallbackMessage: "Failed to add the certification",
      });
      toast.success(result.message ?? "Certification added");
      form.reset(EMPTY);
    } catch (error) {
      toast.error(errorMessage(error, "Failed to add the certification"));
    }
  });

  return (
    <section aria-labelledby="add-certification-heading" className="max-w-3xl space-y-4">
      <h1 id="add-certification-heading" className="text-2xl font-bold text-slate-900">
        Add Certification
      </h1>
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <TextField
          id="certification-title"
          label="Title"
          maxLength={200}
          error={errors.title?.message}
          {...form.register("title")}
        />
        <div>
          <label htmlFor="certification-skills" className={LABEL}>
            Skills
          </label>
          <textarea
            id="certification-skills"
            className={`${INPUT_CLASS} min-h-20`}
            maxLength={2000}
            aria-invalid={errors.skills ? true : undefined}
            aria-describedby={errors.skills ? "certification-skills-error" : undefined}
            {...form.register("skills")}
          />
          <FieldError id="certification-skills-error" message={errors.skills?.message} />
        </div>
        <div>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id="certification-description"
                label="Description"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <FieldError id="certification-description-error" message={errors.description?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="certification-date"
            label="Date"
            type="date"
            error={errors.date?.message}
            {...form.register("date")}
          />
          <TextField
            id="certification-duration"
            label="Duration"
            maxLength={100}
            placeholder="e.g. 6 weeks"
            error={errors.duration?.message}
            {...form.register("duration")}
          />
        </div>
        <TextField
          id="certification-link"
          label="Registration link"
          type="url"
          placeholder="https://"
          error={errors.registrationLink?.message}
          {...form.register("registrationLink")}
        />
        <div>
          <label htmlFor="certification-level" className={LABEL}>
            Level
          </label>
          <select id="certification-level" className={INPUT_CLASS} {...form.register("level")}>
            <option value="">Select a level</option>
            {CERTIFICATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
          <FieldError id="certification-level-error" message={errors.level?.message} />
        </div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? "Adding..." : "Add Certification"}
        </Button>
      </form>
    </section>
  );
}
