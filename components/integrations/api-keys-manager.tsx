"use client";
// /profile/integrations, Content API keys: create one (shown once), the list, and Revoke.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  RemoveRowButton,
  SecretIssuingList,
  type IssueWording,
} from "@/components/back-office/secret-issuing-list";
import { TextField } from "@/components/ui/field";
import type { Column } from "@/components/ui/table";
import type { ApiKeySummary } from "@/lib/integrations/api-keys";
import { formatSiteDateTime } from "@/lib/dates";
import { createApiKeySchema, type CreateApiKeyInput } from "@/lib/integrations/integrations-schemas";

const COLUMNS: Column<ApiKeySummary>[] = [
  { header: "Name", cell: (key) => key.name },
  { header: "Key", cell: (key) => <code>{key.prefix}…</code> },
  {
    header: "Created",
    cell: (key) => `${formatSiteDateTime(key.createdAt)}${key.createdBy ? ` by ${key.createdBy}` : ""}`,
  },
  { header: "Last used", cell: (key) => (key.lastUsedAt ? formatSiteDateTime(key.lastUsedAt) : "Never") },
  {
    header: "Actions",
    cell: (key) => (
      <RemoveRowButton
        url={`/api/admin/api-keys/${key._id}`}
        question={`Revoke the key "${key.name}"? Clients using it stop at once.`}
        label="Revoke"
        accessibleLabel={`Revoke key ${key.name}`}
        failureMessage="Failed to revoke the key"
      />
    ),
  },
];

export function ApiKeysManager() {
  return (
    <SecretIssuingList<ApiKeySummary, CreateApiKeyInput>
      id="api-keys"
      title="Content API keys"
      intro={
        <p className="text-sm text-slate-700">
          Keys read published posts, open jobs, approved events and certifications from <code>/api/v1</code> (
          <a className="underline" href="/api/v1/openapi.json">
            OpenAPI document
          </a>
          ). Send one as <code>Authorization: Bearer &lt;key&gt;</code>.
        </p>
      }
      api={{ url: "/api/admin/api-keys", rows: "keys", secret: "key" }}
      wording={WORDING}
      columns={COLUMNS}
      issue={{
        resolver: zodResolver(createApiKeySchema),
        defaultValues: { name: "" },
        className: "grid gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-start",
        submitClassName: "md:mt-6",
        fields: ({ register, formState: { errors } }) => (
          <TextField
            id="api-key-name"
            label="Key name"
            placeholder="e.g. Partner site"
            autoComplete="off"
            error={errors.name?.message}
            {...register("name")}
          />
        ),
      }}
    />
  );
}

const WORDING: IssueWording = {
  verb: "create",
  noun: "API key",
  button: "Create key",
  secretLabel: "New API key",
};
