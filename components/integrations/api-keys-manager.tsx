"use client";
// /profile/integrations, Content API keys: create one (shown once), the list, and Revoke.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  useApiData,
  useFailureReporter,
  useRevalidateLists,
  useStaffAction,
} from "@/components/back-office/use-api-data";
import { Button, SubmitButton } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { ApiKeySummary } from "@/lib/integrations/api-keys";
import { formatSiteDateTime } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { createApiKeySchema, type CreateApiKeyInput } from "@/lib/integrations/integrations-schemas";

const COLUMNS: Column<ApiKeySummary>[] = [
  { header: "Name", cell: (key) => key.name },
  { header: "Key", cell: (key) => <code>{key.prefix}…</code> },
  {
    header: "Created",
    cell: (key) => `${formatSiteDateTime(key.createdAt)}${key.createdBy ? ` by ${key.createdBy}` : ""}`,
  },
  { header: "Last used", cell: (key) => (key.lastUsedAt ? formatSiteDateTime(key.lastUsedAt) : "Never") },
  { header: "Actions", cell: (key) => <RevokeKeyButton apiKey={key} /> },
];

export function ApiKeysManager() {
  const { data, loading } = useApiData<ApiSuccess<{ keys: ApiKeySummary[] }>>(
    "/api/admin/api-keys",
    "Failed to load the API keys",
  );
  const [created, setCreated] = useState<string | null>(null);
  return (
    <PageSection id="api-keys" title="Content API keys" className="space-y-4">
      <p className="text-sm text-slate-700">
        Keys read published posts, open jobs, approved events and certifications from <code>/api/v1</code> (
        <a className="underline" href="/api/v1/openapi.json">
          OpenAPI document
        </a>
        ). Send one as <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      <CreateKeyForm onCreated={setCreated} />
      {created && <OneTimeSecret label="New API key" value={created} onDone={() => setCreated(null)} />}
      <Table
        caption="Content API keys"
        columns={COLUMNS}
        rows={data?.keys}
        rowKey={(key) => key._id}
        loading={loading && !data}
        loadingLabel="Loading API keys"
        emptyMessage="No API keys yet."
      />
    </PageSection>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const reportFailure = useFailureReporter();
  const revalidate = useRevalidateLists();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateApiKeyInput>({ resolver: zodResolver(createApiKeySchema), defaultValues: { name: "" } });

  const submit = handleSubmit(async (values) => {
    const fallbackMessage = "Failed to create the API key";
    try {
      const result = await apiRequest<ApiSuccess<{ key: string }>>("/api/admin/api-keys", {
        method: "POST",
        body: values,
        fallbackMessage,
      });
      toast.success(result.message ?? "API key created");
      onCreated(result.key);
      reset({ name: "" });
      await revalidate();
    } catch (error) {
      reportFailure(error, fallbackMessage);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Create an API key"
      className="grid gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-start"
    >
      <TextField
        id="api-key-name"
        label="Key name"
        placeholder="e.g. Partner site"
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Creating..." size="sm" className="md:mt-6">
        Create key
      </SubmitButton>
    </form>
  );
}

function RevokeKeyButton({ apiKey }: { apiKey: ApiKeySummary }) {
  const send = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    if (busy || !(await confirm(`Revoke the key "${apiKey.name}"? Clients using it stop at once.`, "Revoke")))
      return;
    setBusy(true);
    await send(`/api/admin/api-keys/${apiKey._id}`, "Failed to revoke the key", undefined, "DELETE");
    setBusy(false);
  };
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => void revoke()}
        aria-label={`Revoke key ${apiKey.name}`}
      >
        Revoke
      </Button>
      {dialog}
    </>
  );
}
