"use client";
// The job form's role family and seniority (issue 45): what the rules make of the title as the
// poster types, and two selects to correct it ("As classified" keeps the rules' choice).
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import {
  ROLE_FAMILIES,
  ROLE_FAMILY_LABELS,
  SENIORITIES,
  SENIORITY_LABELS,
  classifyJob,
} from "@/lib/jobs/rules/role-family";

type Props = {
  title?: string;
  description?: string;
  family: UseFormRegisterReturn<"family">;
  seniority: UseFormRegisterReturn<"seniority">;
};

export function RoleChoice({ title, description, family, seniority }: Props) {
  const rules = classifyJob({ title, description });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Role (for the pay data)</legend>
      <Field
        id="job-family"
        label="Role family"
        hint="From the title; correct it if it is wrong. Moderators see corrections."
      >
        {(wiring) => (
          <select className={INPUT_CLASS} {...wiring} {...family}>
            <option value="">As classified: {ROLE_FAMILY_LABELS[rules.family]}</option>
            {ROLE_FAMILIES.map((value) => (
              <option key={value} value={value}>
                {ROLE_FAMILY_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="job-seniority" label="Seniority">
        {(wiring) => (
          <select className={INPUT_CLASS} {...wiring} {...seniority}>
            <option value="">As classified: {SENIORITY_LABELS[rules.seniority]}</option>
            {SENIORITIES.map((value) => (
              <option key={value} value={value}>
                {SENIORITY_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
