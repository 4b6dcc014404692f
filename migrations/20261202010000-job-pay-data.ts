// Jobs stored before issue 45 get their role family and seniority (from the rules), their country
// and region and their range as a year's pay, as a new job gets them (lib/jobs/job-edits.ts).
// Idempotent: it only touches jobs without a family.
import type { AnyBulkWriteOperation, Db, Document, ObjectId } from "mongodb";
import { ruleFieldsOf, type StoredJobSource } from "../lib/jobs/rules/stored-job-fields";
import { inBulkBatches } from "../lib/db-bulk";

type StoredJob = StoredJobSource & { _id: ObjectId };

/** Jobs read per round: each round is one scan on FerretDB; no cursor stays open while writing. */
const PAGE = 500;

function classified(job: StoredJob): AnyBulkWriteOperation<Document> {
  // By `_id` alone: FerretDB finds a document by `_id` without a scan only when that is the whole filter.
  return { updateOne: { filter: { _id: job._id }, update: { $set: ruleFieldsOf(job) } } };
}

export async function up(db: Db): Promise<void> {
  const jobs = db.collection("jobs");
  for (;;) {
    const page = await jobs
      .find({ family: null })
      .project<StoredJob>({
        title: 1,
        description: 1,
        location: 1,
        workplace: 1,
        applicantLocation: 1,
        salary: 1,
      })
      .limit(PAGE)
      .toArray();
    if (page.length === 0) return;
    let modified = 0;
    await inBulkBatches(page.map(classified), async (batch) => {
      modified += (await jobs.bulkWrite(batch, { ordered: false })).modifiedCount;
    });
    // Every job read gets a family; a round that changed nothing would repeat forever.
    if (modified === 0) return;
  }
}

export async function down(): Promise<void> {
  // The fields are derived from the job's own; leaving them does no harm.
}
