// Agenda's MongoDB backend with a claim that holds on FerretDB too. Agenda locks the next due job
// with one findOneAndUpdate, which MongoDB runs atomically; FerretDB 1.24 runs it as a read then a
// write, so two processes (or two pollers in one) can lock and run the same job. Here a process
// writes a token of its own with a conditional update, reads it back, and reads it again after a
// short settle: a concurrent writer that overwrote it (last write wins) makes this one step back,
// so exactly one process runs each job on either database.
import { randomUUID } from "node:crypto";
import { MongoBackend, MongoJobRepository, type MongoBackendConfig } from "@agendajs/mongo-backend";
import type { Collection, Document } from "mongodb";

const SETTLE_MS = 40;
const CANDIDATES = 5;

type NextJob = Awaited<ReturnType<MongoJobRepository["getNextJobToRun"]>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class ClaimingRepository extends MongoJobRepository {
  override async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now?: Date,
    options?: { lastModifiedBy?: string },
  ): Promise<NextJob> {
    const collection = (this as unknown as { collection: Collection<Document> }).collection;
    const lockTime = now ?? new Date();
    const due = {
      name: jobName,
      disabled: { $ne: true },
      $or: [
        { lockedAt: { $eq: null }, nextRunAt: { $lte: nextScanAt } },
        { lockedAt: { $lte: lockDeadline } },
      ],
    };
    const candidates = await collection
      .find(due)
      .sort({ nextRunAt: 1, priority: -1 })
      .limit(CANDIDATES)
      .project({ _id: 1, lockedAt: 1, claimToken: 1 })
      .toArray();
    for (const candidate of candidates) {
      const token = randomUUID();
      const claimed = await collection.updateOne(
        {
          ...due,
          _id: candidate._id,
          lockedAt: candidate.lockedAt ?? null,
          claimToken: candidate.claimToken ?? null,
        },
        { $set: { lockedAt: lockTime, claimToken: token, lastModifiedBy: options?.lastModifiedBy ?? null } },
      );
      if (claimed.matchedCount === 0) continue;
      if (
        (await collection.findOne({ _id: candidate._id }, { projection: { claimToken: 1 } }))?.claimToken !==
        token
      )
        continue;
      await sleep(SETTLE_MS);
      if (
        (await collection.findOne({ _id: candidate._id }, { projection: { claimToken: 1 } }))?.claimToken !==
        token
      )
        continue;
      return this.getJobById(String(candidate._id)) as Promise<NextJob>;
    }
    return undefined;
  }
}

export class ClaimingMongoBackend extends MongoBackend {
  constructor(
    config: MongoBackendConfig & {
      mongo: NonNullable<Extract<MongoBackendConfig, { mongo: unknown }>["mongo"]>;
    },
  ) {
    super(config);
    (this as unknown as { _repository: MongoJobRepository })._repository = new ClaimingRepository({
      mongo: config.mongo,
      db: { collection: config.collection },
      ensureIndex: config.ensureIndex,
      sort: config.sort,
    });
  }
}
