// A new password typed twice (set, reset and change password), with the schema's error under each:
// the password under `name`, the repeat under `confirm` (the schema's refine puts a mismatch there).
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/ui/field";

type NewPasswordFieldsProps<T extends FieldValues, Output> = {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  hint?: ReactNode;
};

export function NewPasswordFields<T extends FieldValues & { confirm: string }, Output>({
  form,
  name,
  hint,
}: NewPasswordFieldsProps<T, Output>) {
  const errorOf = (field: Path<T>) => form.getFieldState(field, form.formState).error?.message;
  const confirm = "confirm" as Path<T>;
  return (
    <>
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        error={errorOf(name)}
        {...form.register(name)}
      />
      <TextField
        id="confirm-password"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errorOf(confirm)}
        {...form.register(confirm)}
      />
    </>
  );
}
