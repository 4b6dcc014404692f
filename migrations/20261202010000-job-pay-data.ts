// Jobs stored before issue 45 get their role family and seniority (from the rules), their country
// and region and their range as a year's pay, as a new job gets them (lib/jobs/job-edits.ts).
// Idempotent: it only touches jobs without a family.
import type { AnyBulkWriteOperation, Db, Document, ObjectId } from "mongodb";
import { classifyJob } from "../lib/jobs/rules/role-family";
import { jobPlaceOf } from "../lib/jobs/rules/job-place";
import { normalisePay } from "../lib/jobs/rules/pay-normalise";
import type { Salary, SalaryUnit } from "../lib/jobs/fields";

const BATCH = 500;
const UNITS = new Set(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]);

type StoredJob = {
  _id: ObjectId;
  title?: string;
  description?: string;
  location?: string;
  workplace?: string;
  applicantLocation?: string;
  salary?: { min?: number; max?: number; currency?: string; unit?: string };
};

function salaryOf(stored: StoredJob["salary"]): Salary | undefined {
  if (!stored?.currency || !stored.unit || !UNITS.has(stored.unit)) return undefined;
  return { min: stored.min, max: stored.max, currency: stored.currency, unit: stored.unit as SalaryUnit };
}

export async function up(db: Db): Promise<void> {
  const jobs = db.collection("jobs");
  const cursor = jobs.find({ family: null }).project<StoredJob>({
    title: 1,
    description: 1,
    location: 1,
    workplace: 1,
    applicantLocation: 1,
    salary: 1,
  });
  let batch: AnyBulkWriteOperation<Document>[] = [];
  for await (const job of cursor) {
    const { family, seniority } = classifyJob(job);
    const place = jobPlaceOf(job);
    const annualPay = normalisePay(salaryOf(job.salary));
    batch.push({
      updateOne: {
        filter: { _id: job._id, family: null },
        update: {
          $set: {
            family,
            seniority,
            classifiedBy: "rules",
            ...(place.country ? { country: place.country } : {}),
            ...(place.region ? { region: place.region } : {}),
            ...(annualPay ? { annualPay } : {}),
          },
        },
      },
    });
    if (batch.length >= BATCH) {
      await jobs.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length) await jobs.bulkWrite(batch, { ordered: false });
}

export async function down(): Promise<void> {
  // The fields are derived from the job's own; leaving them does no harm.
}
