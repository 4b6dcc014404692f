// A listing's filters as a plain GET form: server-rendered, works without JavaScript, and the
// result is a URL that can be shared. Selects and checkboxes from here keep one look.
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";

export function FilterForm({
  action,
  label,
  hidden = {},
  clearHref,
  children,
}: {
  action: string;
  label: string;
  /** State the form keeps but doesn't show (a search term). */
  hidden?: Record<string, string>;
  /** Shown when a filter is on: the list without filters. */
  clearHref?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      className="mx-auto mt-6 flex max-w-4xl flex-wrap items-end justify-center gap-4 text-left"
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        Apply filters
      </button>
      {clearHref ? (
        <a href={clearHref} className={buttonClass({ variant: "subtle" })}>
          Clear filters
        </a>
      ) : null}
    </form>
  );
}

export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  /** [value, label]; the first is usually ["", "Any"]. */
  options: readonly (readonly [string, string])[];
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={INPUT_CLASS}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 py-2 text-sm font-medium text-slate-700">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="h-4 w-4" />
      {label}
    </label>
  );
}
