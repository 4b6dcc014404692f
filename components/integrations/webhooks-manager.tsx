"use client";
// /profile/integrations, webhooks: register a receiver (its signing secret shown once), the list,
// each one's recent deliveries with every attempt, and Remove.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  useApiData,
  useFailureReporter,
  useRevalidateLists,
  useStaffAction,
} from "@/components/back-office/use-api-data";
import { Badge } from "@/components/ui/badge";
import { Button, SubmitButton } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { FieldError, TextField } from "@/components/ui/field";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { DeliveryRow, WebhookSummary } from "@/lib/integrations/webhooks";
import { formatSiteDateTime } from "@/lib/dates";
import { toast } from "@/lib/toast";
import {
  WEBHOOK_EVENTS,
  createWebhookSchema,
  type CreateWebhookInput,
} from "@/lib/integrations/integrations-schemas";

const COLUMNS: Column<WebhookSummary>[] = [
  { header: "URL", className: "max-w-xs break-all", cell: (hook) => hook.url },
  { header: "Events", className: "max-w-xs", cell: (hook) => hook.events.join(", ") },
  { header: "Created", cell: (hook) => formatSiteDateTime(hook.createdAt) },
  { header: "Actions", cell: (hook) => <WebhookActions webhook={hook} /> },
];

export function WebhooksManager() {
  const { data, loading } = useApiData<ApiSuccess<{ webhooks: WebhookSummary[] }>>(
    "/api/admin/webhooks",
    "Failed to load the webhooks",
  );
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <PageSection id="webhooks" title="Webhooks" className="space-y-4">
      <p className="text-sm text-slate-700">
        Each event is POSTed as <code>{"{ event, occurredAt, data }"}</code> with an{" "}
        <code>X-HRPulse-Signature: sha256=…</code> header (HMAC-SHA256 of the body with the webhook&apos;s
        secret). Failed deliveries are retried for several hours.
      </p>
      <CreateWebhookForm onCreated={setSecret} />
      {secret && <OneTimeSecret label="Signing secret" value={secret} onDone={() => setSecret(null)} />}
      <Table
        caption="Webhooks"
        columns={COLUMNS}
        rows={data?.webhooks}
        rowKey={(hook) => hook._id}
        loading={loading && !data}
        loadingLabel="Loading webhooks"
        emptyMessage="No webhooks yet."
      />
    </PageSection>
  );
}

function CreateWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const reportFailure = useFailureReporter();
  const revalidate = useRevalidateLists();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateWebhookInput>({
    resolver: zodResolver(createWebhookSchema),
    defaultValues: { url: "", events: [] },
  });

  const submit = handleSubmit(async (values) => {
    const fallbackMessage = "Failed to add the webhook";
    try {
      const result = await apiRequest<ApiSuccess<{ secret: string }>>("/api/admin/webhooks", {
        method: "POST",
        body: values,
        fallbackMessage,
      });
      toast.success(result.message ?? "Webhook added");
      onCreated(result.secret);
      reset({ url: "", events: [] });
      await revalidate();
    } catch (error) {
      reportFailure(error, fallbackMessage);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a webhook"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm"
    >
      <TextField
        id="webhook-url"
        label="Receiver URL"
        type="text"
        inputMode="url"
        placeholder="https://example.com/hooks/hr-pulse"
        autoComplete="off"
        error={errors.url?.message}
        {...register("url")}
      />
      <fieldset aria-describedby={errors.events ? "webhook-events-error" : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">Events</legend>
        <div className="grid gap-1 sm:grid-cols-3">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={event} {...register("events")} />
              {event}
            </label>
          ))}
        </div>
        <FieldError id="webhook-events-error" message={errors.events?.message} />
      </fieldset>
      <SubmitButton busy={isSubmitting} busyLabel="Adding..." size="sm">
        Add webhook
      </SubmitButton>
    </form>
  );
}

const STATE_TONES = { delivered: "success", pending: "warning", failed: "danger" } as const;

function WebhookActions({ webhook }: { webhook: WebhookSummary }) {
  const send = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const remove = async () => {
    if (
      busy ||
      !(await confirm(`Remove the webhook to ${webhook.url}? Its delivery log goes with it.`, "Remove"))
    )
      return;
    setBusy(true);
    await send(`/api/admin/webhooks/${webhook._id}`, "Failed to remove the webhook", undefined, "DELETE");
    setBusy(false);
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          Deliveries
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={`Remove webhook ${webhook.url}`}
        >
          Remove
        </Button>
      </div>
      {open && <DeliveryLog webhookId={webhook._id} />}
      {dialog}
    </div>
  );
}

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { data, loading } = useApiData<ApiSuccess<{ deliveries: DeliveryRow[] }>>(
    `/api/admin/webhooks/${webhookId}/deliveries`,
    "Failed to load the deliveries",
  );
  if (loading && !data) return <p className="text-sm text-slate-600">Loading deliveries…</p>;
  if (!data || data.deliveries.length === 0)
    return <p className="text-sm text-slate-600">No deliveries yet.</p>;
  return (
    <ul aria-label="Recent deliveries" className="space-y-2 text-sm">
      {data.deliveries.map((delivery) => (
        <li key={delivery._id} className="rounded border border-slate-200 p-2">
          <p className="flex items-center gap-2">
            <Badge tone={STATE_TONES[delivery.state]}>{delivery.state}</Badge>
            {delivery.event} · {formatSiteDateTime(delivery.createdAt)}
          </p>
          <ol className="mt-1 list-decimal pl-5 text-slate-700">
            {delivery.attempts.map((attempt) => (
              <li key={attempt.at}>
                {formatSiteDateTime(attempt.at)}:{" "}
                {attempt.status ? `HTTP ${attempt.status}` : (attempt.error ?? "no answer")}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
