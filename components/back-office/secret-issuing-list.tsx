"use client";
// A back-office list whose form issues a secret the server shows once (API keys, webhooks): the
// form, the secret with its copy button, the table of what was issued, and a row's remove button.
import { useState, type ReactNode } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import {
  useApiData,
  useFailureReporter,
  useRevalidateLists,
  useStaffAction,
} from "@/components/back-office/use-api-data";
import { Button, SubmitButton } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";

export type IssueForm<Values extends FieldValues> = {
  /** The form's accessible name. */
  label: string;
  /** The answer's field that holds the secret. */
  secretField: string;
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  failureMessage: string;
  successMessage: string;
  submitLabel: string;
  busyLabel: string;
  className: string;
  submitClassName?: string;
  fields: (form: UseFormReturn<Values>) => ReactNode;
};

type Props<Row, Values extends FieldValues> = {
  id: string;
  title: string;
  intro: ReactNode;
  /** The list's URL (GET lists, POST issues) and the answer's field that holds the rows. */
  url: string;
  rowsField: string;
  /** What the rows are, in the plural ("webhooks"): the loading, empty and failure texts name it. */
  plural: string;
  columns: Column<Row>[];
  secretLabel: string;
  issue: IssueForm<Values>;
};

export function SecretIssuingList<Row extends { _id: string }, Values extends FieldValues>(
  props: Props<Row, Values>,
) {
  const { data, loading } = useApiData<ApiSuccess<Record<string, Row[]>>>(
    props.url,
    `Failed to load the ${props.plural}`,
  );
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <PageSection id={props.id} title={props.title} className="space-y-4">
      {props.intro}
      <IssueSecretForm {...props.issue} url={props.url} onIssued={setSecret} />
      {secret && <OneTimeSecret label={props.secretLabel} value={secret} onDone={() => setSecret(null)} />}
      <Table
        caption={props.title}
        columns={props.columns}
        rows={data?.[props.rowsField]}
        rowKey={(row) => row._id}
        loading={loading && !data}
        loadingLabel={`Loading ${props.plural}`}
        emptyMessage={`No ${props.plural} yet.`}
      />
    </PageSection>
  );
}

function IssueSecretForm<Values extends FieldValues>({
  url,
  onIssued,
  ...issue
}: IssueForm<Values> & { url: string; onIssued: (secret: string) => void }) {
  const reportFailure = useFailureReporter();
  const revalidate = useRevalidateLists();
  const form = useForm<Values>({ resolver: issue.resolver, defaultValues: issue.defaultValues });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest<ApiSuccess<Record<string, string>>>(url, {
        method: "POST",
        body: values,
        fallbackMessage: issue.failureMessage,
      });
      toast.success(result.message ?? issue.successMessage);
      onIssued(String(result[issue.secretField]));
      form.reset(issue.defaultValues);
      await revalidate();
    } catch (error) {
      reportFailure(error, issue.failureMessage);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={issue.label} className={issue.className}>
      {issue.fields(form)}
      <SubmitButton
        busy={form.formState.isSubmitting}
        busyLabel={issue.busyLabel}
        size="sm"
        className={issue.submitClassName}
      >
        {issue.submitLabel}
      </SubmitButton>
    </form>
  );
}

type RemoveProps = {
  /** The row's URL, sent a DELETE once the question is confirmed. */
  url: string;
  question: string;
  label: string;
  accessibleLabel: string;
  failureMessage: string;
};

/** A row's remove button: asks first, then DELETEs the row and refreshes the lists. */
export function RemoveRowButton({ url, question, label, accessibleLabel, failureMessage }: RemoveProps) {
  const send = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (busy || !(await confirm(question, label))) return;
    setBusy(true);
    await send(url, failureMessage, undefined, "DELETE");
    setBusy(false);
  };
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={accessibleLabel}
      >
        {label}
      </Button>
      {dialog}
    </>
  );
}
