// The one button style: every button, and every link that looks like one, takes its classes here.
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";

const VARIANTS = {
  primary: "bg-brand text-white hover:bg-brand-dark",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
  approve: "border border-green-300 bg-white text-green-800 hover:bg-green-50",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  /** A quiet action on a grey chip (share, contact icons). */
  subtle: "bg-slate-100 text-slate-800 hover:bg-brand hover:text-white",
} as const;

const SIZES = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2",
  lg: "px-6 py-3",
  /** A round or square icon button. */
  icon: "h-11 w-11",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; pill?: boolean; className?: string };

/** The classes of a button, for a `<Link>` or `<a>` that should look like one. */
export function buttonClass({
  variant = "primary",
  size = "md",
  pill = false,
  className = "",
}: ButtonStyle = {}): string {
  return [
    // The base (app/globals.css): layout, disabled and aria-disabled states.
    "btn",
    pill ? "rounded-full" : "rounded-md",
    VARIANTS[variant],
    SIZES[size],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { ref?: Ref<HTMLButtonElement> };

/** A `<button>` (type "button" unless told otherwise) in one of the kit's variants and sizes. */
export function Button({ variant, size, pill, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, pill, className })} {...props} />;
}

type SubmitButtonProps = Omit<ButtonProps, "type" | "disabled"> & {
  /** The form is being sent: the button is disabled, marked busy and shows `busyLabel` if given. */
  busy: boolean;
  busyLabel?: ReactNode;
};

/** A form's submit button: its label while idle (children), `busyLabel` while the form is sent. */
export function SubmitButton({ busy, busyLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} {...props}>
      {busy ? (busyLabel ?? children) : children}
    </Button>
  );
}

/** A navigation or tab pill: filled in the brand colour when it is the current one. */
export function pillClass(selected: boolean, className = ""): string {
  return `rounded-full px-4 py-1.5 text-sm font-medium transition ${
    selected ? "bg-brand text-white" : "bg-white text-slate-700 shadow-sm hover:bg-slate-100"
  } ${className}`;
}
