"use client";
// /profile/tasks (admins): the background job queue (lib/tasks) by state — what waits, what runs,
// what finished and what failed with its error; a failed job can be run again.
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import { Tabs } from "@/components/ui/tabs";
import type { ApiSuccess } from "@/lib/api/api-client";
import { formatSiteDateTime } from "@/lib/dates";
import type { TaskState, TaskView } from "@/lib/tasks/task-view";
import { useApiData, useStaffAction } from "./use-api-data";

const STATE_TONE: Record<TaskState, BadgeTone> = {
  queued: "neutral",
  running: "warning",
  done: "success",
  failed: "danger",
};

const TABS = [
  { value: "queued", label: "Queued" },
  { value: "running", label: "Running" },
  { value: "done", label: "Done" },
  { value: "failed", label: "Failed" },
] as const satisfies ReadonlyArray<{ value: TaskState; label: string }>;

const when = (value: string | null) => (value ? formatSiteDateTime(value) : "—");

export function BackgroundTasks() {
  const [state, setState] = useState<TaskState>("queued");
  const send = useStaffAction();
  const [retrying, setRetrying] = useState<string | null>(null);
  const { data, loading, error, reload } = useApiData<ApiSuccess<{ tasks: TaskView[] }>>(
    `/api/admin/tasks?state=${state}`,
    "Failed to fetch the background tasks",
    // Running and queued jobs change by themselves: read again while that tab is open.
    { refreshInterval: state === "running" || state === "queued" ? 5000 : 0 },
  );

  async function retry(task: TaskView) {
    setRetrying(task.id);
    await send(`/api/admin/tasks/${task.id}/retry`, "Failed to retry the task");
    setRetrying(null);
  }

  const columns: Column<TaskView>[] = [
    {
      header: "Task",
      className: "break-all",
      cell: (task) => <span className="font-mono text-xs">{task.name}</span>,
    },
    {
      header: "State",
      cell: (task) => (
        <>
          <Badge tone={STATE_TONE[task.state]}>{task.state}</Badge>
          {task.attempts > 1 && (
            <span className="block text-xs text-slate-600">{task.attempts} attempts</span>
          )}
          {task.lastError && (
            <span className="block text-xs break-words text-slate-700">{task.lastError}</span>
          )}
        </>
      ),
    },
    { header: "Runs at", hideBelow: "sm", className: "whitespace-nowrap", cell: (task) => when(task.runAt) },
    {
      header: "Finished",
      hideBelow: "md",
      className: "whitespace-nowrap",
      cell: (task) => when(task.finishedAt),
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (task) =>
        task.state === "failed" ? (
          <Button
            size="sm"
            variant="secondary"
            className="min-h-11"
            disabled={retrying === task.id}
            onClick={() => void retry(task)}
            aria-label={`Retry ${task.name}`}
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <PageSection id="tasks" title="Background tasks">
      <p className="text-sm text-slate-700">
        Scheduled publishing, mails, digests, alerts, webhook deliveries and imports run as jobs on the queue,
        each in one process at a time. A job that failed after its retries stays here until you run it again.
      </p>
      <Tabs tabs={TABS} value={state} onChange={setState} label="Task state" idPrefix="tasks" />
      <div id="tasks-panel" role="tabpanel" aria-labelledby={`tasks-tab-${state}`}>
        <Table
          caption={`Background tasks: ${state}`}
          columns={columns}
          rows={data?.tasks}
          rowKey={(task) => task.id}
          loading={loading}
          error={error}
          onRetry={reload}
          loadingLabel="Loading the background tasks"
          emptyMessage={`No ${state} tasks.`}
        />
      </div>
    </PageSection>
  );
}
