"use client";
// Sets the member's cycle for one body (HRCI: with the credential whose minimums apply).
import { useForm, useWatch } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Field, INPUT_CLASS, TextField } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { CPD_BODIES, HRCI_CREDENTIALS } from "@/lib/cpd/rules";
import { toast } from "@/lib/toast";
import type { CpdCycleFormInput, CpdCycleInput } from "@/lib/cpd/cpd-schemas";

export function CycleForm({ onSaved }: { onSaved: () => void }) {
  const { register, handleSubmit, control, formState } = useForm<CpdCycleFormInput, unknown, CpdCycleInput>({
    resolver: lazyZodResolver(async () => (await import("@/lib/cpd/cpd-schemas")).cpdCycleSchema),
    defaultValues: { body: "SHRM", start: "", credential: undefined },
  });
  const body = useWatch({ control, name: "body" });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      await apiRequest("/api/members/me/cpd/cycles", {
        method: "PUT",
        body: input.body === "HRCI" ? input : { body: input.body, start: input.start },
      });
      toast.success(`${input.body} cycle saved`);
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, "Could not save the cycle"));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-4 sm:items-end">
      <Field id="cycle-body" label="Body" error={errors.body?.message}>
        {(control) => (
          <select className={INPUT_CLASS} {...control} {...register("body")}>
            {CPD_BODIES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        )}
      </Field>
      {body === "HRCI" ? (
        <Field id="cycle-credential" label="Credential" error={errors.credential?.message}>
          {(control) => (
            <select
              className={INPUT_CLASS}
              {...control}
              {...register("credential", { setValueAs: (value: string) => value || undefined })}
            >
              {HRCI_CREDENTIALS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <TextField
        id="cycle-start"
        type="date"
        label="Cycle starts"
        error={errors.start?.message}
        {...register("start")}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Saving…">
        Save cycle
      </SubmitButton>
    </form>
  );
}
