"use client";
// /profile/import: upload a WordPress (WXR) or Ghost export, then watch the run: state, counts and
// the items that failed. The list polls while a run is queued or running.
import { useState } from "react";
import { useApiData, useFailureReporter } from "@/components/back-office/use-api-data";
import { SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { ImportRunView } from "@/lib/import-export/import-runs";
import { formatSiteDateTime } from "@/lib/dates";
import { toast } from "@/lib/toast";

const isActive = (run: ImportRunView) => run.state === "queued" || run.state === "running";

const COUNT_NAMES = ["posts", "comments", "images", "authors", "jobs", "events", "skipped"] as const;

const COLUMNS: Column<ImportRunView>[] = [
  { header: "Started", cell: (run) => formatSiteDateTime(run.createdAt) },
  { header: "File", cell: (run) => `${run.fileName || "upload"} (${run.source})` },
  { header: "State", cell: (run) => run.state },
  { header: "Imported", cell: (run) => COUNT_NAMES.map((name) => `${run.counts[name]} ${name}`).join(", ") },
  {
    header: "Errors",
    cell: (run) =>
      run.errors.length === 0 ? (
        "None"
      ) : (
        <details>
          <summary>{run.errors.length} errors</summary>
          <ul className="list-disc pl-5">
            {run.errors.map((error, index) => (
              <li key={index}>
                <strong>{error.item}</strong>: {error.message}
              </li>
            ))}
          </ul>
        </details>
      ),
  },
];

export function ImportManager() {
  const reportFailure = useFailureReporter();
  const [busy, setBusy] = useState(false);
  const { data, loading, error, reload } = useApiData<ApiSuccess<{ imports: ImportRunView[] }>>(
    "/api/admin/import",
    "Failed to load the imports",
    { refreshInterval: (latest) => (latest?.imports.some(isActive) ? 2000 : 0) },
  );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      toast.error("Choose an export file to import");
      return;
    }
    setBusy(true);
    try {
      await apiRequest("/api/admin/import", {
        method: "POST",
        body: form,
        fallbackMessage: "The import could not start",
      });
      toast.success("Import queued: progress shows below");
      event.currentTarget?.reset();
      reload();
    } catch (failure) {
      reportFailure(failure, "The import could not start");
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection id="import" title="Import" className="space-y-4">
      <p className="text-sm text-slate-700">
        Bring a WordPress export (Tools → Export, an XML file; WP Job Manager jobs and The Events Calendar
        events come along) or a Ghost export (Settings → Labs → Export, a JSON file). Importing the same file
        again adds nothing; old post addresses answer with a permanent redirect to the new article.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <Field id="import-source" label="Source">
          {(control) => (
            <select
              {...control}
              name="source"
              className="rounded border border-slate-300 px-2 py-1"
              defaultValue="wordpress"
            >
              <option value="wordpress">WordPress (WXR)</option>
              <option value="ghost">Ghost (JSON)</option>
            </select>
          )}
        </Field>
        <Field id="import-file" label="Export file">
          {(control) => (
            <input
              {...control}
              name="file"
              type="file"
              accept=".xml,.json,application/xml,application/json,text/xml"
            />
          )}
        </Field>
        <SubmitButton busy={busy} busyLabel="Uploading…">
          Import
        </SubmitButton>
      </form>
      <Table
        caption="Imports"
        columns={COLUMNS}
        rows={data?.imports}
        rowKey={(run) => run.id}
        loading={loading && !data}
        error={error}
        onRetry={reload}
        loadingLabel="Loading imports"
        emptyMessage="No imports yet."
      />
    </PageSection>
  );
}
