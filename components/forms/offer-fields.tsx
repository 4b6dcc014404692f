"use client";
// Form fields events and certifications share: price (blank = not given, 0 = free), CPD credits
// (one row per body) and an organisation (an event's organiser, a course's provider).
import {
  useFieldArray,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldError, INPUT_CLASS, TextField } from "@/components/ui/field";
import { CREDIT_BODIES, DEFAULT_CURRENCY, MAX_CREDITS, type CreditBody } from "@/lib/constants";
import type { Credit, Organisation, Price } from "@/lib/offers/offer-schemas";

/** How the shared parts look in a form: every value is text until the schema reads it. */
export type OfferFormValues = {
  price: { amount: string; currency: string };
  credits: { body: CreditBody; amount: string }[];
};
export type OrganisationFormValue = { name: string; url: string };

/** The price and credits of a stored event or course (none: a blank form) as form values. */
export const offerFormValues = (offer?: { price?: Price | null; credits?: Credit[] }): OfferFormValues => ({
  price: {
    amount: offer?.price ? String(offer.price.amount) : "",
    currency: offer?.price?.currency ?? DEFAULT_CURRENCY,
  },
  credits: (offer?.credits ?? []).map((credit) => ({ body: credit.body, amount: String(credit.amount) })),
});
export const organisationFormValue = (value: Organisation | null | undefined): OrganisationFormValue => ({
  name: value?.name ?? "",
  url: value?.url ?? "",
});

type NestedError = { message?: string; root?: { message?: string } } & Record<string, unknown>;
const messageAt = (errors: FieldErrors, ...path: (string | number)[]): string | undefined => {
  let node: unknown = errors;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  const error = node as NestedError | undefined;
  return typeof error?.message === "string" ? error.message : error?.root?.message;
};

type FormProps<T extends FieldValues> = { form: UseFormReturn<T>; idPrefix: string };

/** Price, then the CPD credits: the offer part of an event or course form. */
export function OfferFields<T extends FieldValues>({ form, idPrefix }: FormProps<T>) {
  return (
    <>
      <PriceFields form={form} idPrefix={idPrefix} />
      <CreditsFields form={form} idPrefix={idPrefix} />
    </>
  );
}

function PriceFields<T extends FieldValues>({ form, idPrefix }: FormProps<T>) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <TextField
        id={`${idPrefix}-price`}
        label="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint="0 for free; leave blank if not known"
        error={messageAt(errors, "price", "amount") ?? messageAt(errors, "price")}
        {...form.register("price.amount" as Path<T>)}
      />
      <TextField
        id={`${idPrefix}-currency`}
        label="Currency"
        maxLength={3}
        autoCapitalize="characters"
        hint="e.g. GBP, USD, EUR"
        error={messageAt(errors, "price", "currency")}
        {...form.register("price.currency" as Path<T>)}
      />
    </div>
  );
}

function CreditsFields<T extends FieldValues>({ form, idPrefix }: FormProps<T>) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "credits" as never,
  });
  const errors = form.formState.errors;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">CPD credits</legend>
      {fields.length === 0 ? <p className="text-sm text-slate-600">None.</p> : null}
      <ul className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-start gap-2">
            <div>
              <label htmlFor={`${idPrefix}-credit-body-${index}`} className="sr-only">
                Credit body {index + 1}
              </label>
              <select
                id={`${idPrefix}-credit-body-${index}`}
                className={INPUT_CLASS}
                {...form.register(`credits.${index}.body` as Path<T>)}
              >
                {CREDIT_BODIES.map((body) => (
                  <option key={body} value={body}>
                    {body}
                  </option>
                ))}
              </select>
            </div>
            <div className="w-32">
              <label htmlFor={`${idPrefix}-credit-amount-${index}`} className="sr-only">
                Credit amount {index + 1}
              </label>
              <input
                id={`${idPrefix}-credit-amount-${index}`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.25"
                placeholder="e.g. 1.5"
                className={INPUT_CLASS}
                aria-invalid={messageAt(errors, "credits", index, "amount") ? true : undefined}
                {...form.register(`credits.${index}.amount` as Path<T>)}
              />
              <FieldError message={messageAt(errors, "credits", index, "amount")} />
            </div>
            <Button variant="secondary" size="sm" className="mt-1" onClick={() => remove(index)}>
              Remove<span className="sr-only"> credit {index + 1}</span>
            </Button>
          </li>
        ))}
      </ul>
      {fields.length < MAX_CREDITS ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => append({ body: CREDIT_BODIES[0], amount: "" } as never)}
        >
          Add credit
        </Button>
      ) : null}
      <FieldError message={messageAt(errors, "credits")} />
    </fieldset>
  );
}

export function OrganisationFields<T extends FieldValues>({
  form,
  idPrefix,
  name,
  label,
}: FormProps<T> & { name: "organizer" | "provider"; label: "Organizer" | "Provider" }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-${name}-name`}
        label={`${label} name`}
        maxLength={200}
        error={messageAt(errors, name, "name") ?? messageAt(errors, name)}
        {...form.register(`${name}.name` as Path<T>)}
      />
      <TextField
        id={`${idPrefix}-${name}-url`}
        label={`${label} website`}
        type="url"
        placeholder="https://"
        error={messageAt(errors, name, "url")}
        {...form.register(`${name}.url` as Path<T>)}
      />
    </div>
  );
}
