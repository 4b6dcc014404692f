// npm run dev – the local database when MONGODB_URI is unset, demo content on first run, a local
// mail catcher (MailDev) when SMTP_URL is unset, next dev.
import { databaseForScript } from "./lib/database";
import { loadProjectEnv } from "../deploy/lib/load-env";
import { startMailCatcher } from "./lib/mail-catcher";
import { exitOnError, runNextDev } from "./lib/run-next";
import { seedDemoContent } from "./lib/seed/demo";

async function main() {
  loadProjectEnv(true);
  const db = await databaseForScript();
  if (db.embedded)
    console.log(`Using the embedded local database at ${db.uri} (set MONGODB_URI to use your own)`);
  await seedDemoContent(db.uri, { onlyIfEmpty: true });
  // Links in mails point at this server unless a public address is configured.
  process.env.NEXT_PUBLIC_SITE_URL ||= `http://localhost:${process.env.PORT || "3000"}`;
  let stopMailCatcher: () => Promise<void> = async () => undefined;
  if (!process.env.SMTP_URL?.trim()) {
    const catcher = await startMailCatcher();
    process.env.SMTP_URL = catcher.smtpUrl;
    stopMailCatcher = async () => catcher.stop();
    console.log(
      `Mail catcher (MailDev): every mail the site sends opens at ${catcher.inboxUrl} (set SMTP_URL to send for real)`,
    );
  }
  const stop = async () => {
    await stopMailCatcher();
    await db.stop();
  };
  await runNextDev({ ...db, stop }, process.env);
}

main().catch(exitOnError);
