// The clean-up every test file runs (tests/helpers/db.ts): it removes what the file made, whatever
// the type of its `_id` and whoever wrote it (the test or the app), and nothing that was there before.
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import { Company } from "@/models/Company";
import { MailLog } from "@/models/MailLog";
import { Subscriber } from "@/models/Subscriber";
import { connectAroundFile } from "../../helpers/db-hooks";
import { markCreation, removeDocumentsCreatedSince } from "../../helpers/db";
import { removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { api } from "../../helpers/server";

connectAroundFile();

const TAG = `house${randomBytes(4).toString("hex")}`;
const RAW_COLLECTION = `${TAG}_numbered`;
const company = (slug: string) => ({
  _id: `${TAG}-${slug}`,
  name: `${TAG} ${slug}`,
  website: "https://house.example.com",
  domain: "house.example.com",
});

afterAll(async () => {
  await Company.deleteMany({ _id: new RegExp(`^${TAG}-`) });
  await mongoose.connection.db!.dropCollection(RAW_COLLECTION).catch(() => undefined);
  removeMailsTo(`${TAG}@example.test`);
});

describe("removeDocumentsCreatedSince", () => {
  it("removes the documents made after the mark, string, number and ObjectId ids alike, and keeps the rest", async () => {
    const raw = mongoose.connection.db!.collection<{ _id: number; note: string }>(RAW_COLLECTION);
    await Company.create(company("before"));
    await raw.insertOne({ _id: 1, note: "before" });

    const mark = await markCreation();
    await Company.create(company("after"));
    await raw.insertOne({ _id: 2, note: "after" });
    const email = `${TAG}@example.test`;
    // The app writes on the test's behalf: a subscriber (ObjectId) and its confirmation mail (a string id).
    expect((await api("/api/blog/subscribe", { body: { email } })).status).toBe(200);
    await waitForMails(email);
    const mail = await MailLog.findOne({ to: email }).select("_id").lean();
    expect(typeof mail?._id).toBe("string");
    expect(await Subscriber.exists({ email })).toBeTruthy();

    await removeDocumentsCreatedSince(mark);

    expect(await Company.exists({ _id: `${TAG}-after` })).toBeNull();
    expect(await raw.findOne({ _id: 2 })).toBeNull();
    expect(await MailLog.exists({ _id: mail!._id })).toBeNull();
    expect(await Subscriber.exists({ email })).toBeNull();
    expect(await Company.exists({ _id: `${TAG}-before` })).toBeTruthy();
    expect(await raw.findOne({ _id: 1 })).toMatchObject({ note: "before" });
  });
});
