import { after } from "next/server";
import { route, assertSameSiteWrite } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { deliverMails } from "@/lib/mail/send";
import { idParamsSchema } from "@/lib/common-schemas";
import { applicationFieldsSchema } from "@/lib/applications/application-schemas";
import { readApplicationUpload } from "@/lib/applications/application-upload";
import { submitApplication } from "@/lib/applications/applications";

export const GUEST_CONFIRM_MESSAGE =
  "Almost there: we have sent you an e-mail. Confirm your address and your application reaches the employer.";
export const APPLIED_MESSAGE = "Your application has been sent. A receipt is on its way to your inbox.";

// POST /api/jobs/{id}/applications – apply to an on-site job (multipart: name, email, phone?,
// coverLetter?, answers (JSON), cv); a member with their session, a guest after confirming the address
export const POST = route({ params: idParamsSchema }, async ({ req, params, ip, getMember }) => {
  const member = await getMember();
  if (member) assertSameSiteWrite(req);
  const upload = await readApplicationUpload(req);
  const fields = applicationFieldsSchema.parse({
    ...upload.fields,
    ...(member
      ? { email: member.email, name: upload.fields.name?.trim() || member.name || member.email }
      : {}),
  });
  const result = await submitApplication({ jobId: params.id, fields, cv: upload.cv, member, ip });
  if (result.mailIds.length) after(() => deliverMails(result.mailIds).catch(() => undefined));
  return ok(
    result.pending ? GUEST_CONFIRM_MESSAGE : APPLIED_MESSAGE,
    { application: { id: result.id, status: result.status }, pending: result.pending },
    { status: 201 },
  );
});
