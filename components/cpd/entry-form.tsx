"use client";
// An activity typed by hand: title, provider, day, hours, its credits (one row per body) and a reflection.
import { useFieldArray, useForm } from "react-hook-form";
import { Button, SubmitButton } from "@/components/ui/button";
import { BoundTextField } from "@/components/forms/bound-fields";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { CREDIT_BODIES } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { CPD_MAX_CREDITS, type CpdEntryFields, type CpdEntryInput } from "@/lib/cpd/cpd-schemas";

const EMPTY: CpdEntryInput = { title: "", provider: "", date: "", hours: 1, credits: [], reflection: "" };

export function EntryForm({ onSaved }: { onSaved: () => void }) {
  const form = useForm<CpdEntryInput, unknown, CpdEntryFields>({
    resolver: lazyZodResolver(async () => (await import("@/lib/cpd/cpd-schemas")).cpdEntrySchema),
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const credits = useFieldArray({ control, name: "credits" });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (entry) => {
    try {
      await apiRequest("/api/members/me/cpd", { method: "POST", body: entry });
      toast.success("Added to your CPD log");
      reset(EMPTY);
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, "Could not add the activity"));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <BoundTextField form={form} name="title" id="cpd-title" label="Activity" />
      <div className="grid gap-4 sm:grid-cols-3">
        <BoundTextField form={form} name="provider" id="cpd-provider" label="Provider" />
        <BoundTextField form={form} name="date" id="cpd-date" type="date" label="Date" />
        <BoundTextField
          form={form}
          name="hours"
          registerOptions={{ valueAsNumber: true }}
          id="cpd-hours"
          type="number"
          step="0.25"
          min="0"
          label="Hours"
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Credits</legend>
        {credits.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 sm:grid-cols-5 sm:items-end">
            <Field
              id={`cpd-credit-body-${index}`}
              label="Body"
              error={errors.credits?.[index]?.body?.message}
            >
              {(wiring) => (
                <select className={INPUT_CLASS} {...wiring} {...register(`credits.${index}.body`)}>
                  {CREDIT_BODIES.map((body) => (
                    <option key={body}>{body}</option>
                  ))}
                </select>
              )}
            </Field>
            <BoundTextField
              form={form}
              name={`credits.${index}.amount`}
              registerOptions={{ valueAsNumber: true }}
              id={`cpd-credit-amount-${index}`}
              type="number"
              step="0.25"
              label="Credits"
            />
            <BoundTextField
              form={form}
              name={`credits.${index}.activityId`}
              id={`cpd-credit-activity-${index}`}
              label="Activity ID"
            />
            <BoundTextField
              form={form}
              name={`credits.${index}.category`}
              id={`cpd-credit-category-${index}`}
              label="Category"
              hint="HRCI: Business, Global, California or Ethics"
            />
            <Button variant="secondary" size="sm" onClick={() => credits.remove(index)}>
              Remove credit {index + 1}
            </Button>
          </div>
        ))}
        {credits.fields.length < CPD_MAX_CREDITS ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => credits.append({ body: "SHRM", amount: 1, activityId: "", category: "" })}
          >
            Add a credit
          </Button>
        ) : null}
      </fieldset>
      <Field
        id="cpd-reflection"
        label="Reflection"
        hint="What you learned and how you used it (CIPD asks for this)"
        error={errors.reflection?.message}
      >
        {(wiring) => <textarea rows={3} className={INPUT_CLASS} {...wiring} {...register("reflection")} />}
      </Field>
      <SubmitButton busy={isSubmitting} busyLabel="Adding…">
        Add activity
      </SubmitButton>
    </form>
  );
}
