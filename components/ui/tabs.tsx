"use client";
// Tabs (WAI-ARIA tab pattern): one tab stop, arrow keys, Home and End move between tabs; the
// selected tab controls the panel `${idPrefix}-panel` that the screen renders.
import { useRef, type KeyboardEvent } from "react";
import { pillClass } from "@/components/ui/button";

export type TabItem<T extends string> = { value: T; label: string; count?: number };

type TabsProps<T extends string> = {
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
};

export function Tabs<T extends string>({ tabs, value, onChange, label, idPrefix }: TabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onChange(next.value);
    refs.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={pillClass(selected)}
          >
            {tab.label}
            {tab.count === undefined ? null : <span className="ml-1.5 tabular-nums">({tab.count})</span>}
          </button>
        );
      })}
    </div>
  );
}
