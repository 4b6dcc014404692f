"use client";
// Manage About: the About text (rich), the three social links and the contact e-mail; no field is required.
import { useEffect, useState, type FormEvent } from "react";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Spinner } from "@/components/admin/spinner";
import { apiRequest, errorMessage } from "@/lib/api-client";
import type { AboutRecord } from "@/lib/data/website";
import { toast } from "@/lib/toast";

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";
const LABEL = "mb-1 block text-sm font-medium text-slate-700";

type AboutResponse = { success: boolean; website: AboutRecord[] };
type Values = { about: string; linkedin: string; instagram: string; facebook: string; email: string };

const SOCIAL_FIELDS = [
  { name: "linkedin", label: "LinkedIn link" },
  { name: "instagram", label: "Instagram link" },
  { name: "facebook", label: "Facebook link" },
] as const;

export function AboutForm() {
  const [values, setValues] = useState<Values | null>(null);
  const [recordId, setRecordId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<AboutResponse>("/api/admin/about", {
      fallbackMessage: "Failed to fetch about section",
      signal: controller.signal,
    })
      .then((data) => {
        const record = data.website[0];
        setRecordId(record?._id);
        setValues({
          about: record?.about ?? "",
          linkedin: record?.socialLinks.linkedin ?? "",
          instagram: record?.socialLinks.instagram ?? "",
          facebook: record?.socialLinks.facebook ?? "",
          email: record?.contactInfo.email ?? "",
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error(errorMessage(error, "Failed to fetch about section"));
        setValues({ about: "", linkedin: "", instagram: "", facebook: "", email: "" });
      });
    return () => controller.abort();
  }, []);

  if (!values) return <Spinner label="Loading the About section" />;
  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => (current ? { ...current, [name]: value } : current));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !values) return;
    setBusy(true);
    try {
      const result = await apiRequest("/api/admin/update-about", {
        method: "PUT",
        body: {
          ...(recordId ? { _id: recordId } : {}),
          about: values.about,
          socialLinks: {
            facebook: values.facebook.trim(),
            instagram: values.instagram.trim(),
            linkedin: values.linkedin.trim(),
          },
          contactInfo: { email: values.email.trim() },
        },
        fallbackMessage: "Failed to update the About section",
      });
      toast.success(result.message ?? "About section updated");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to update the About section"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <RichTextEditor id="about-text" label="About" value={values.about} onChange={set("about")} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Contact links</legend>
        {SOCIAL_FIELDS.map(({ name, label }) => (
          <div key={name}>
            <label htmlFor={`about-${name}`} className={LABEL}>
              {label}
            </label>
            <input
              id={`about-${name}`}
              type="url"
              className={INPUT}
              placeholder="https://"
              value={values[name]}
              onChange={(e) => set(name)(e.target.value)}
            />
          </div>
        ))}
        <div>
          <label htmlFor="about-email" className={LABEL}>
            Contact e-mail
          </label>
          <input
            id="about-email"
            type="email"
            className={INPUT}
            value={values.email}
            onChange={(e) => set("email")(e.target.value)}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={busy}
        className="bg-brand hover:bg-brand-dark rounded-md px-5 py-2 font-medium text-white disabled:opacity-60"
      >
        {busy ? "Saving..." : "Save"}
      </button>
    </form>
  );
}
