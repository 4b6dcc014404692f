// Demo content for `npm run dev` and `npm run seed`: the admin account (more content is added by
// the seed module as features land). Idempotent: every record is keyed, so running it twice adds nothing.
import mongoose from "mongoose";
import { hashPassword } from "../../lib/auth/password";
import { User } from "../../models/User";

export const DEV_ADMIN = { email: "admin@hrpulse.local", password: "admin12345" };

export async function seedDemoContent(uri: string, options: { onlyIfEmpty?: boolean } = {}): Promise<void> {
  const connection = await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    if (options.onlyIfEmpty && (await User.estimatedDocumentCount()) > 0) return;
    const email = (process.env.ADMIN_EMAIL ?? DEV_ADMIN.email).toLowerCase();
    const password = process.env.ADMIN_PASSWORD ?? DEV_ADMIN.password;
    if (!(await User.exists({ email }))) {
      await User.create({ name: "Site Admin", email, passwordHash: await hashPassword(password), role: "admin" });
      console.log(`Created the admin account ${email}`);
    }
  } finally {
    await connection.disconnect();
  }
}
