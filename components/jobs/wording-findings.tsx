// Coded or scam-like wording in a job ad (lib/jobs/rules/wording.ts): the phrase, what to write instead
// and why. Shown in the job form as the poster types and on a job in the moderation inbox.
import type { WordingFinding } from "@/lib/jobs/rules/wording";
import { Notice } from "@/components/ui/notice";

const CATEGORY_LABEL: Record<WordingFinding["category"], string> = {
  age: "Age",
  gender: "Gender",
  disability: "Disability",
  origin: "Origin",
  scam: "Scam sign",
};

export function WordingFindings({ findings, title }: { findings: readonly WordingFinding[]; title: string }) {
  if (findings.length === 0) return null;
  return (
    <Notice>
      <p className="font-medium">{title}</p>
      <ul className="list-disc space-y-1 pl-5">
        {findings.map((finding) => (
          <li key={`${finding.category}:${finding.phrase}`}>
            <span className="font-medium">
              {CATEGORY_LABEL[finding.category]}: “{finding.phrase}”
            </span>{" "}
            – try “{finding.suggestion}”. {finding.explanation}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
