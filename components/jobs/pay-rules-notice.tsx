"use client";
// The job form's pay-transparency notice, as the poster types: a law that will refuse the ad
// without a pay range, or one that asks for pay before the interview (lib/jobs/rules/pay-rules.ts).
import { Notice } from "@/components/ui/notice";
import {
  brokenPayRule,
  payBeforeInterviewNotice,
  payRangeRequiredMessage,
  payRulesFor,
} from "@/lib/jobs/rules/pay-rules";

type Props = {
  location?: string;
  workplace?: string;
  applicantLocation?: string;
  salaryMin?: string;
  salaryMax?: string;
  employerSize?: string;
};

const numberOrUndefined = (text: string | undefined) => {
  const value = text?.trim() ? Number(text) : NaN;
  return Number.isFinite(value) ? value : undefined;
};

export function PayRulesNotice({
  location,
  workplace,
  applicantLocation,
  salaryMin,
  salaryMax,
  employerSize,
}: Props) {
  const place = { location, workplace, applicantLocation };
  const broken = brokenPayRule({
    ...place,
    salary: { min: numberOrUndefined(salaryMin), max: numberOrUndefined(salaryMax) },
    employerSize: numberOrUndefined(employerSize),
  });
  const beforeInterview = payRulesFor(place).filter((rule) => rule.requires === "range-before-interview");
  if (!broken && beforeInterview.length === 0) return null;
  return (
    <Notice>
      {broken ? (
        <p>
          {payRangeRequiredMessage(broken)} Give a minimum and a maximum
          {broken.minEmployees && broken.minEmployees > 1
            ? `, or state that the employer has fewer than ${broken.minEmployees} employees`
            : ""}
          .{" "}
          <a href={broken.source} className="underline" rel="noopener noreferrer" target="_blank">
            The law
          </a>
        </p>
      ) : null}
      {beforeInterview.map((rule) => (
        <p key={rule.jurisdiction}>
          {payBeforeInterviewNotice(rule)}{" "}
          <a href={rule.source} className="underline" rel="noopener noreferrer" target="_blank">
            The law
          </a>
        </p>
      ))}
    </Notice>
  );
}
