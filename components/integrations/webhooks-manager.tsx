"use client";
// /profile/integrations, webhooks: register a receiver (its signing secret shown once), the list,
// each one's recent deliveries with every attempt, and Remove.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useApiData } from "@/components/back-office/use-api-data";
import {
  RemoveRowButton,
  SecretIssuingList,
  type IssueWording,
} from "@/components/back-office/secret-issuing-list";
import { CheckboxGroup } from "@/components/forms/bound-fields";
import { UrlField } from "@/components/forms/url-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/table";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { DeliveryRow, WebhookSummary } from "@/lib/integrations/webhooks";
import { formatSiteDateTime } from "@/lib/dates";
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
  return (
    <SecretIssuingList<WebhookSummary, CreateWebhookInput>
      id="webhooks"
      title="Webhooks"
      intro={
        <p className="text-sm text-slate-700">
          Each event is POSTed as <code>{"{ event, occurredAt, data }"}</code> with an{" "}
          <code>X-HRPulse-Signature: sha256=…</code> header (HMAC-SHA256 of the body with the webhook&apos;s
          secret). Failed deliveries are retried for several hours.
        </p>
      }
      api={{ url: "/api/admin/webhooks", rows: "webhooks", secret: "secret" }}
      wording={WORDING}
      columns={COLUMNS}
      issue={{
        resolver: zodResolver(createWebhookSchema),
        defaultValues: { url: "", events: [] },
        className: "space-y-4 rounded-lg bg-white p-4 shadow-sm",
        fields: (form) => (
          <>
            <UrlField
              id="webhook-url"
              label="Receiver URL"
              placeholder="https://example.com/hooks/hr-pulse"
              error={form.formState.errors.url?.message}
              {...form.register("url")}
            />
            <CheckboxGroup
              form={form}
              name="events"
              legend="Events"
              options={WEBHOOK_EVENTS}
              errorId="webhook-events-error"
              gridClassName="grid gap-1 sm:grid-cols-3"
            />
          </>
        ),
      }}
    />
  );
}

const STATE_TONES = { delivered: "success", pending: "warning", failed: "danger" } as const;

function WebhookActions({ webhook }: { webhook: WebhookSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          Deliveries
        </Button>
        <RemoveRowButton
          url={`/api/admin/webhooks/${webhook._id}`}
          question={`Remove the webhook to ${webhook.url}? Its delivery log goes with it.`}
          label="Remove"
          accessibleLabel={`Remove webhook ${webhook.url}`}
          failureMessage="Failed to remove the webhook"
        />
      </div>
      {open && <DeliveryLog webhookId={webhook._id} />}
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

const WORDING: IssueWording = {
  verb: "add",
  noun: "webhook",
  button: "Add webhook",
  secretLabel: "Signing secret",
};
