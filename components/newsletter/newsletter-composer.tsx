"use client";
// /profile/newsletter: write a subject and a rich body or pick posts, preview, send a test to
// yourself, then send to every active subscriber and watch the progress.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { RichTextField } from "@/components/editor/rich-text-field";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import { apiRequest, errorMessage, type ApiResult } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { newsletterDraftSchema } from "@/lib/newsletter/newsletter-schemas";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { PageSection } from "@/components/ui/page-section";
import { Spinner } from "@/components/ui/spinner";
import type { RunSummary } from "@/lib/newsletter/newsletter-runs";
import { formatSiteDateTime } from "@/lib/dates";
import { useApiData } from "../back-office/use-api-data";

type Run = RunSummary;
type DraftInput = z.input<typeof newsletterDraftSchema>;
type Draft = z.output<typeof newsletterDraftSchema>;
type Kind = "preview" | "test" | "send";

const EMPTY_DRAFT: DraftInput = { subject: "", body: "", postIds: [] };
type BlogOption = { _id: string; title: string };

export const SEND_NEWSLETTER_CONFIRMATION = "Send this newsletter to every active subscriber now?";

function RunProgress({ run }: { run: Run }) {
  const done = run.sent + run.failed;
  return (
    <div className="space-y-1">
      <progress
        className="w-full"
        value={done}
        max={Math.max(run.total, 1)}
        aria-label={`Progress of ${run.subject}`}
      />
      <p className="text-sm text-slate-700">
        {run.status === "done" ? "Finished: " : "Sending: "}
        {run.sent} of {run.total} sent{run.failed ? `, ${run.failed} not delivered (see the mail log)` : ""}
      </p>
    </div>
  );
}

export function NewsletterComposer() {
  const role = useStaffRole();
  const { confirm, dialog } = useConfirm();
  const form = useForm<DraftInput, unknown, Draft>({
    resolver: zodResolver(newsletterDraftSchema),
    defaultValues: EMPTY_DRAFT,
  });
  const { errors } = form.formState;
  const postIds = useWatch({ control: form.control, name: "postIds" }) ?? [];
  const [busy, setBusy] = useState<Kind | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [startedRun, setStartedRun] = useState<Run | null>(null);

  const posts = useApiData<ApiResult & { blogs: BlogOption[] }>(
    "/api/blog/all?page=1&limit=20",
    "Failed to fetch the posts",
  );
  const runs = useApiData<ApiResult & { runs: Run[] }>(
    role ? `/api/${role}/newsletters` : null,
    "Failed to fetch the newsletters",
  );
  const reloadRuns = runs.reload;

  // Follows the newsletter being sent until every subscriber has been handled.
  const followed = useApiData<ApiResult & { run: Run }>(
    role && startedRun ? `/api/${role}/newsletters/${startedRun.id}` : null,
    "Failed to fetch the newsletter's progress",
    { refreshInterval: (latest) => ((latest?.run ?? startedRun)?.status === "done" ? 0 : 1500) },
  );
  const activeRun = followed.data?.run ?? startedRun;
  const finished = activeRun?.status === "done";
  useEffect(() => {
    if (finished) reloadRuns();
  }, [finished, reloadRuns]);

  const send = async (kind: Kind, value: Draft) => {
    if (!role || busy) return;
    if (kind === "send" && !(await confirm(SEND_NEWSLETTER_CONFIRMATION, "Send"))) return;
    setBusy(kind);
    try {
      const path = kind === "send" ? `/api/${role}/newsletters` : `/api/${role}/newsletters/${kind}`;
      const result = await apiRequest<ApiResult & { html?: string; run?: Run }>(path, {
        method: "POST",
        body: value,
      });
      if (kind === "preview") setPreview(result.html ?? "");
      else toast.success(result.message ?? "Done");
      if (kind === "send" && result.run) {
        setStartedRun(result.run);
        reloadRuns();
      }
    } catch (error) {
      toast.error(errorMessage(error, "Something went wrong"));
    } finally {
      setBusy(null);
    }
  };
  const togglePost = (id: string) =>
    form.setValue(
      "postIds",
      postIds.includes(id) ? postIds.filter((value) => value !== id) : [...postIds, id],
      { shouldValidate: form.formState.isSubmitted },
    );
  /** Each button checks the draft with the server's schema (per-field errors), then sends it. */
  const submit = (kind: Kind) => void form.handleSubmit((value) => send(kind, value))();

  return (
    <PageSection id="newsletter" title="Newsletter" className="space-y-6">
      <form
        className="space-y-4 rounded-lg bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          submit("preview");
        }}
        noValidate
      >
        <TextField
          id="newsletter-subject"
          label="Subject"
          maxLength={200}
          error={errors.subject?.message}
          {...form.register("subject")}
        />
        <RichTextField form={form} name="body" id="newsletter-body" label="Message" />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            Posts to include ({postIds.length} picked)
          </legend>
          {posts.loading ? (
            <Spinner label="Loading the posts" />
          ) : (
            <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
              {(posts.data?.blogs ?? []).map((blog) => (
                <li key={blog._id}>
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={postIds.includes(blog._id)}
                      onChange={() => togglePost(blog._id)}
                      className="mt-1"
                    />
                    {blog.title}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => submit("preview")}>
            {busy === "preview" ? "Preparing..." : "Preview"}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => submit("test")}>
            {busy === "test" ? "Sending..." : "Send a test to me"}
          </Button>
          <Button
            size="sm"
            disabled={busy !== null || (activeRun !== null && activeRun.status !== "done")}
            onClick={() => submit("send")}
          >
            {busy === "send" ? "Starting..." : "Send to all subscribers"}
          </Button>
        </div>
      </form>

      {activeRun && (
        <div className="rounded-lg bg-white p-4 shadow-sm" aria-live="polite">
          <h2 className="mb-2 font-semibold text-slate-900">{activeRun.subject}</h2>
          <RunProgress run={activeRun} />
        </div>
      )}

      {preview !== null && (
        <div className="space-y-2">
          <h2 className="font-semibold text-slate-900">Preview</h2>
          <iframe
            title="Newsletter preview"
            sandbox=""
            srcDoc={preview}
            className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        </div>
      )}

      <div className="space-y-2">
        <h2 className="font-semibold text-slate-900">Recent newsletters and digests</h2>
        {runs.loading && !runs.data ? (
          <Spinner label="Loading the newsletters" />
        ) : !runs.data || runs.data.runs.length === 0 ? (
          <p className="text-slate-600">Nothing sent yet.</p>
        ) : (
          <ul className="space-y-3">
            {runs.data.runs.map((run) => (
              <li key={run.id} className="rounded-lg bg-white p-3 shadow-sm">
                <p className="text-sm font-medium text-slate-900">
                  {run.subject}{" "}
                  <span className="text-xs font-normal text-slate-600">
                    ({run.kind}, {formatSiteDateTime(run.createdAt)})
                  </span>
                </p>
                <RunProgress run={run} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {dialog}
    </PageSection>
  );
}
