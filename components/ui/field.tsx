// A form field: label, control, hint and error, wired for assistive technology (the control gets
// the id, aria-invalid and aria-describedby it needs). Controls take INPUT_CLASS.
import type { InputHTMLAttributes, ReactNode } from "react";

export const INPUT_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-600";

/** The large rounded inputs of the public hero search and newsletter forms. */
export const PILL_INPUT_CLASS =
  "min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand";

export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Renders the control with the wiring props spread onto it. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
};

export function Field({ id, label, hint, error, children, className }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** An error line under a control (or a group of controls). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** The common case: a labelled text input (react-hook-form's register() spreads onto it). */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <input className={INPUT_CLASS} {...control} {...input} />}
    </Field>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  id: string;
  label: ReactNode;
};

/** A labelled checkbox (register() spreads onto it like a TextField). */
export function CheckboxField({ id, label, className, ...input }: CheckboxFieldProps) {
  return (
    <label
      htmlFor={id}
      className={`flex items-center gap-2 text-sm text-slate-800${className ? ` ${className}` : ""}`}
    >
      <input id={id} type="checkbox" className="h-4 w-4" {...input} />
      {label}
    </label>
  );
}
