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

/**
 * How the list speaks of what it issues: "create" an "API key" with "Create key", "add" a "webhook";
 * the rows are the noun's plural, and a new secret is shown under `secretLabel`.
 */
export type IssueWording = { verb: "create" | "add"; noun: string; button: string; secretLabel: string };

const VERBS = {
  create: { past: "created", busy: "Creating..." },
  add: { past: "added", busy: "Adding..." },
} as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The form's name, its messages and its button labels, from its wording. */
function issueTexts({ verb, noun, button }: IssueWording) {
  const article = /^[aeiou]/i.test(noun) ? "an" : "a";
  return {
    label: `${capitalise(verb)} ${article} ${noun}`,
    failureMessage: `Failed to ${verb} the ${noun}`,
    successMessage: `${capitalise(noun)} ${VERBS[verb].past}`,
    submitLabel: button,
    busyLabel: VERBS[verb].busy,
  };
}

export type IssueForm<Values extends FieldValues> = {
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  className: string;
  submitClassName?: string;
  fields: (form: UseFormReturn<Values>) => ReactNode;
};

type Props<Row, Values extends FieldValues> = {
  id: string;
  title: string;
  intro: ReactNode;
  /** The list's URL (GET lists, POST issues), the list answer's rows field, the issue answer's secret field. */
  api: { url: string; rows: string; secret: string };
  wording: IssueWording;
  columns: Column<Row>[];
  issue: IssueForm<Values>;
};

export function SecretIssuingList<Row extends { _id: string }, Values extends FieldValues>(
  props: Props<Row, Values>,
) {
  const plural = `${props.wording.noun}s`;
  const { data, loading, error, reload } = useApiData<ApiSuccess<Record<string, Row[]>>>(
    props.api.url,
    `Failed to load the ${plural}`,
  );
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <PageSection id={props.id} title={props.title} className="space-y-4">
      {props.intro}
      <IssueSecretForm {...props.issue} api={props.api} wording={props.wording} onIssued={setSecret} />
      {secret && (
        <OneTimeSecret label={props.wording.secretLabel} value={secret} onDone={() => setSecret(null)} />
      )}
      <Table
        caption={props.title}
        columns={props.columns}
        rows={data?.[props.api.rows]}
        rowKey={(row) => row._id}
        loading={loading && !data}
        loadingLabel={`Loading ${plural}`}
        emptyMessage={`No ${plural} yet.`}
        error={error}
        onRetry={reload}
      />
    </PageSection>
  );
}

function IssueSecretForm<Values extends FieldValues>({
  api,
  wording,
  onIssued,
  ...issue
}: IssueForm<Values> & {
  api: Props<never, Values>["api"];
  wording: IssueWording;
  onIssued: (secret: string) => void;
}) {
  const reportFailure = useFailureReporter();
  const revalidate = useRevalidateLists();
  const form = useForm<Values>({ resolver: issue.resolver, defaultValues: issue.defaultValues });
  const texts = issueTexts(wording);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest<ApiSuccess<Record<string, string>>>(api.url, {
        method: "POST",
        body: values,
        fallbackMessage: texts.failureMessage,
      });
      toast.success(result.message ?? texts.successMessage);
      onIssued(String(result[api.secret]));
      form.reset(issue.defaultValues);
      await revalidate();
    } catch (error) {
      reportFailure(error, texts.failureMessage);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={texts.label} className={issue.className}>
      {issue.fields(form)}
      <SubmitButton
        busy={form.formState.isSubmitting}
        busyLabel={texts.busyLabel}
        size="sm"
        className={issue.submitClassName}
      >
        {texts.submitLabel}
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
