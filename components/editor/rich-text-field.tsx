"use client";
// The rich-text editor as a form field: bound to one react-hook-form value, with the schema's error
// under it (and anything the form adds below, such as the blog's "Generate" button).
import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { FieldError } from "@/components/ui/field";

type RichTextFieldProps<T extends FieldValues, Output> = {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  id: string;
  label: string;
  className?: string;
  children?: ReactNode;
};

export function RichTextField<T extends FieldValues, Output>({
  form,
  name,
  id,
  label,
  className,
  children,
}: RichTextFieldProps<T, Output>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className={className}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            label={label}
            value={(field.value as string | undefined) ?? ""}
            onChange={field.onChange}
          />
        )}
      />
      <FieldError id={`${id}-error`} message={error} />
      {children}
    </div>
  );
}
