// Demo content for `npm run dev` and `npm run seed`: the admin account, blogs in every category
// (published, drafts, RSS imports) with approved and pending comments and a thread with replies,
// events, company pages with their jobs, certifications, the About record and the legal pages. Idempotent: every record is keyed, so running it twice adds nothing.
import mongoose from "mongoose";
import { hashPassword } from "../../../lib/auth/password";
import { announceEverythingChanged } from "../announce-changes";
import { User } from "../../../models/User";
import { seedDemoBlogs } from "./demo-blogs";
import { seedDemoCompanies } from "./demo-companies";
import { seedDemoEvents, seedDemoJobs } from "./demo-listings";
import { seedDemoAbout, seedDemoCertifications } from "./demo-site";

export const DEV_ADMIN = { email: "admin@hrpulse.local", password: "admin12345" };
const CONTACT_EMAIL = "hello@hrpulse.example.com";

async function ensureAdmin(): Promise<{ _id: mongoose.Types.ObjectId; name: string }> {
  const email = (process.env.ADMIN_EMAIL?.trim() || DEV_ADMIN.email).toLowerCase();
  const password = process.env.ADMIN_PASSWORD?.trim() || DEV_ADMIN.password;
  const existing = await User.findOne({ email }).select({ _id: 1, name: 1 }).lean();
  if (existing) return existing;
  const created = await User.create({
    name: "Site Admin",
    email,
    passwordHash: await hashPassword(password),
    role: "admin",
  });
  console.log(`Created the admin account ${email}`);
  return { _id: created._id, name: created.name };
}

export async function seedDemoContent(uri: string, options: { onlyIfEmpty?: boolean } = {}): Promise<void> {
  const connection = await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    if (options.onlyIfEmpty && (await User.estimatedDocumentCount()) > 0) return;
    const admin = await ensureAdmin();
    const { blogs, comments } = await seedDemoBlogs(admin);
    const events = await seedDemoEvents();
    const companies = await seedDemoCompanies();
    const jobs = await seedDemoJobs();
    const certifications = await seedDemoCertifications();
    const about = await seedDemoAbout(CONTACT_EMAIL);
    const added = { blogs, comments, events, companies, jobs, certifications, about };
    // Servers already running on this database (sharing REDIS_URL) drop every cached public page.
    await announceEverythingChanged();
    const summary = Object.entries(added)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(", ");
    console.log(`Demo content: added ${summary} (existing records are kept as they are)`);
  } finally {
    await connection.connection.close();
  }
}
