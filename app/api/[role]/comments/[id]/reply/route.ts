import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { addStaffReply } from "@/lib/comments/comment-staff-reply";
import { deliverMail } from "@/lib/mail/send";
import { idParamsSchema } from "@/lib/common-schemas";
import { staffReplySchema } from "@/lib/comments/comment-schemas";

// POST /api/{role}/comments/{id}/reply { content } – staff reply as the publication, published at once
export const POST = route(
  { auth: "rolePath", params: idParamsSchema, body: staffReplySchema },
  async ({ params, body, user }) => {
    const reply = await addStaffReply(params.id, body.content, user);
    if (reply.mailId) {
      const mailId = reply.mailId;
      after(() => deliverMail(mailId).then(() => undefined));
    }
    return ok("Reply published", { id: reply._id }, { status: 201 });
  },
);
