"use client";
// The form resolver of public first-load forms (comment, newsletter): the same zod schema the server
// uses, loaded with zod on the first validation (a submit), so zod stays off the page's first load.
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    return zodResolver(schema)(values, context, options);
  };
}
