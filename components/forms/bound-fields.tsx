"use client";
// Form controls bound to a react-hook-form form: each registers its field and shows that field's
// error under it, so a form lists only what differs between its fields (name, label, limits).
import type { InputHTMLAttributes, ReactNode } from "react";
import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import { Field, FieldError, INPUT_CLASS, TextField } from "@/components/ui/field";

/** The form (whatever its resolver turns the values into) and the field's path in it. */
type Bound<T extends FieldValues, Out> = { form: UseFormReturn<T, unknown, Out>; name: Path<T> };

function useFieldError<T extends FieldValues, Out>({ form, name }: Bound<T, Out>): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  const fieldError: { message?: unknown } | undefined = get(errors, name);
  return typeof fieldError?.message === "string" ? fieldError.message : undefined;
}

type BoundTextFieldProps<T extends FieldValues, Out> = Bound<T, Out> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "form"> & {
    id: string;
    label: ReactNode;
    hint?: ReactNode;
    /** e.g. `{ valueAsNumber: true }` for a number field. */
    registerOptions?: RegisterOptions<T, Path<T>>;
  };

/** A labelled text input (any `type`) for the field `name`. */
export function BoundTextField<T extends FieldValues, Out = T>({
  form,
  name,
  registerOptions,
  ...input
}: BoundTextFieldProps<T, Out>) {
  const error = useFieldError({ form, name });
  return <TextField {...input} error={error} {...form.register(name, registerOptions)} />;
}

type BoundTextAreaProps<T extends FieldValues, Out> = Bound<T, Out> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
  className?: string;
};

/** A labelled textarea for the field `name` (the description and "about" boxes). */
export function BoundTextArea<T extends FieldValues, Out = T>({
  form,
  name,
  id,
  label,
  hint,
  maxLength,
  rows,
  className,
}: BoundTextAreaProps<T, Out>) {
  const error = useFieldError({ form, name });
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          className={`${INPUT_CLASS} min-h-24`}
          maxLength={maxLength}
          rows={rows}
          {...control}
          {...form.register(name)}
        />
      )}
    </Field>
  );
}

type CheckboxGroupProps<T extends FieldValues, Out> = Bound<T, Out> & {
  legend: ReactNode;
  options: ReadonlyArray<string | { value: string; label: ReactNode }>;
  /** The id of the error line, so the fieldset can point at it. */
  errorId?: string;
  className?: string;
  gridClassName: string;
};

/** A fieldset of checkboxes that fill one array field (employment types, credentials, events). */
export function CheckboxGroup<T extends FieldValues, Out = T>({
  form,
  name,
  legend,
  options,
  errorId,
  className,
  gridClassName,
}: CheckboxGroupProps<T, Out>) {
  const error = useFieldError({ form, name });
  return (
    <fieldset className={className} aria-describedby={error && errorId ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={gridClassName}>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={value} className="size-4" {...form.register(name)} />
              {label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
