import { after } from "next/server";
import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import {
  deleteImportFile,
  listImportRuns,
  queueImport,
  runDueImports,
  storeImportFile,
} from "@/lib/import-export/import-runs";
import { invalid, tooLarge } from "@/lib/errors";
import { IMPORT_MAX_BYTES, readImportUpload } from "@/lib/import-export/upload";
import { importFieldsSchema } from "@/lib/import-export/import-schemas";

// GET /api/admin/import – the latest imports, newest first
export const GET = route({ auth: "admin" }, async () => okData({ imports: await listImportRuns() }));

// POST /api/admin/import – multipart `file` + `source`: stores the file and queues its import (202)
export const POST = route({ auth: "admin" }, async ({ req, user }) => {
  const upload = await readImportUpload(req, storeImportFile);
  if (upload.truncated) {
    if (upload.stored) await deleteImportFile(upload.stored);
    throw tooLarge(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  }
  const fields = importFieldsSchema.safeParse(upload.fields);
  if (!fields.success || !upload.stored) {
    if (upload.stored) await deleteImportFile(upload.stored);
    throw invalid(fields.success ? "Choose an export file to import" : fields.error.issues[0]!.message);
  }
  const importId = await queueImport(fields.data.source, upload.fileName, upload.stored, user.id);
  after(() => runDueImports().catch(() => undefined));
  return ok("Import queued", { importId }, { status: 202 });
});
