import { after } from "next/server";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { deliverMails } from "@/lib/mail/send";
import { idParamsSchema } from "@/lib/common-schemas";
import { applicationStatusBodySchema } from "@/lib/applications/application-schemas";
import { changeApplicationStatus } from "@/lib/applications/applications";
import { EMPLOYER_STATUS_LABELS } from "@/lib/applications/fields";

// POST /api/applications/{id}/status { status, message? } – an owner's decision (rejected and hired mail the candidate)
export const POST = route(
  { auth: "member", params: idParamsSchema, body: applicationStatusBodySchema },
  async ({ params, body, member }) => {
    const { status, mailId } = await changeApplicationStatus(params.id, member, body.status, body.message);
    if (mailId) after(() => deliverMails([mailId]).catch(() => undefined));
    return ok(
      `Marked ${EMPLOYER_STATUS_LABELS[status].toLowerCase()}${mailId ? "; the candidate has been told" : ""}`,
      {
        application: { id: params.id, status },
      },
    );
  },
);
