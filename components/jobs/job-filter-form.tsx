"use client";
// The /jobs filters: a GET form (works without JavaScript); with it, empty fields are left out of
// the URL. Each option shows how many jobs it would list. Filtered lists load as whole pages, like
// searches: the server renders them on its own route (lib/http/listing-urls.ts) through proxy.ts's rewrite,
// which a client-side navigation would not go through.
import { Link } from "@/components/ui/link";
import type { FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import type { JobFacets } from "@/lib/jobs/job-listing";
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, WORKPLACE_LABELS, WORKPLACES } from "@/lib/jobs/fields";
import { jobsHref, type JobFilterParams } from "@/lib/jobs/listing-url";

type Props = { filters: JobFilterParams; facets: JobFacets; filtered: boolean };

export function JobFilterForm({ filters, facets, filtered }: Props) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" && value.trim() ? value.trim() : undefined;
    };
    const min = text("minSalary");
    window.location.assign(
      jobsHref({
        type: text("type"),
        workplace: text("workplace"),
        q: text("q"),
        salary: text("salary"),
        minSalary: min !== undefined && Number.isFinite(Number(min)) ? Number(min) : undefined,
      }),
    );
  };

  return (
    <form
      action="/jobs"
      method="get"
      onSubmit={onSubmit}
      aria-label="Filter jobs"
      className="mt-8 grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <div className="lg:col-span-2">
        <label htmlFor="jobs-q" className="mb-1 block text-sm font-medium text-slate-700">
          Keyword
        </label>
        <input
          id="jobs-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ""}
          placeholder="e.g. payroll"
          className={INPUT_CLASS}
        />
      </div>
      <div>
        <label htmlFor="jobs-type" className="mb-1 block text-sm font-medium text-slate-700">
          Employment type
        </label>
        <select id="jobs-type" name="type" defaultValue={filters.type ?? ""} className={INPUT_CLASS}>
          <option value="">Any type</option>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {`${EMPLOYMENT_TYPE_LABELS[type]} (${facets.type[type]})`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="jobs-workplace" className="mb-1 block text-sm font-medium text-slate-700">
          Workplace
        </label>
        <select
          id="jobs-workplace"
          name="workplace"
          defaultValue={filters.workplace ?? ""}
          className={INPUT_CLASS}
        >
          <option value="">Any workplace</option>
          {WORKPLACES.map((workplace) => (
            <option key={workplace} value={workplace}>
              {`${WORKPLACE_LABELS[workplace]} (${facets.workplace[workplace]})`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="jobs-min-salary" className="mb-1 block text-sm font-medium text-slate-700">
          Minimum salary
        </label>
        <input
          id="jobs-min-salary"
          name="minSalary"
          type="number"
          min={0}
          step={1000}
          inputMode="numeric"
          defaultValue={filters.minSalary ?? ""}
          className={INPUT_CLASS}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="salary"
            value="1"
            defaultChecked={filters.salary === "1"}
            className="size-4"
          />
          {`Salary shown (${facets.withSalary})`}
        </label>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Filter
          </button>
          {filtered ? (
            <Link href="/jobs" className={buttonClass({ size: "sm", variant: "secondary" })}>
              Clear
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}
