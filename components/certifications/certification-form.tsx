"use client";
// Add Certification: every field but level is required; level is blank by default.
import { useState, type FormEvent } from "react";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { CERTIFICATION_LEVELS } from "@/lib/constants";
import { toast } from "@/lib/toast";

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";
const LABEL = "mb-1 block text-sm font-medium text-slate-700";

const EMPTY = {
  title: "",
  skills: "",
  description: "",
  date: "",
  duration: "",
  registrationLink: "",
  level: "",
};

export function CertificationForm() {
  const [values, setValues] = useState(EMPTY);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key remounts the editor so a reset clears it.
  const [formKey, setFormKey] = useState(0);
  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!values.description.replace(/<[^>]*>/g, "").trim()) {
      setDescriptionError("Description is required");
      return;
    }
    setDescriptionError(null);
    setBusy(true);
    try {
      const result = await apiRequest("/api/admin/create-certification", {
        method: "POST",
        body: { ...values, level: values.level || undefined },
        fallbackMessage: "Failed to add the certification",
      });
      toast.success(result.message ?? "Certification added");
      setValues(EMPTY);
      setFormKey((key) => key + 1);
    } catch (error) {
      toast.error(errorMessage(error, "Failed to add the certification"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="add-certification-heading" className="max-w-3xl space-y-4">
      <h1 id="add-certification-heading" className="text-2xl font-bold text-slate-900">
        Add Certification
      </h1>
      <form key={formKey} onSubmit={submit} className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
        <div>
          <label htmlFor="certification-title" className={LABEL}>
            Title
          </label>
          <input
            id="certification-title"
            className={INPUT}
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => set("title")(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="certification-skills" className={LABEL}>
            Skills
          </label>
          <textarea
            id="certification-skills"
            className={`${INPUT} min-h-20`}
            required
            maxLength={2000}
            value={values.skills}
            onChange={(e) => set("skills")(e.target.value)}
          />
        </div>
        <div>
          <RichTextEditor
            id="certification-description"
            label="Description"
            value={values.description}
            onChange={set("description")}
          />
          {descriptionError ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {descriptionError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="certification-date" className={LABEL}>
              Date
            </label>
            <input
              id="certification-date"
              type="date"
              className={INPUT}
              required
              value={values.date}
              onChange={(e) => set("date")(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="certification-duration" className={LABEL}>
              Duration
            </label>
            <input
              id="certification-duration"
              className={INPUT}
              required
              maxLength={100}
              placeholder="e.g. 6 weeks"
              value={values.duration}
              onChange={(e) => set("duration")(e.target.value)}
            />
          </div>
        </div>
        <div>
          <label htmlFor="certification-link" className={LABEL}>
            Registration link
          </label>
          <input
            id="certification-link"
            type="url"
            className={INPUT}
            required
            placeholder="https://"
            value={values.registrationLink}
            onChange={(e) => set("registrationLink")(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="certification-level" className={LABEL}>
            Level
          </label>
          <select
            id="certification-level"
            className={INPUT}
            value={values.level}
            onChange={(e) => set("level")(e.target.value)}
          >
            <option value="">Select a level</option>
            {CERTIFICATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="bg-brand hover:bg-brand-dark rounded-md px-5 py-2 font-medium text-white disabled:opacity-60"
        >
          {busy ? "Adding..." : "Add Certification"}
        </button>
      </form>
    </section>
  );
}
