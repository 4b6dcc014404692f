// A URL typed by staff (a feed, a webhook receiver): a text input, so the server's schema gives the
// error message rather than the browser, with the URL keyboard and no autofill.
import type { InputHTMLAttributes } from "react";
import { TextField } from "@/components/ui/field";

type UrlFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete"> & {
  id: string;
  label: string;
  error?: string;
};

export function UrlField(props: UrlFieldProps) {
  return <TextField type="text" inputMode="url" autoComplete="off" {...props} />;
}
