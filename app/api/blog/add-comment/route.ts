import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { requestKey } from "@/lib/api/request-key";
import { getEnv } from "@/lib/env";
import { hasBlockedMemberSession } from "@/lib/auth/member-session";
import { addComment, MEMBER_BLOCKED } from "@/lib/comments/comment-submission";
import { forbidden } from "@/lib/errors";
import { deliverMails } from "@/lib/mail/send";
import { commentRequestSchema } from "@/lib/comments/comment-schemas";

const COMMENT_ADDED_MESSAGE = "Comment added and awaiting review";
const COMMENT_PUBLISHED_MESSAGE = "Comment published";

// POST /api/blog/add-comment – a comment or reply: a guest's (or a new member's) is held for
// review; a trusted member's is published at once under their profile's name
export const POST = route(
  { body: commentRequestSchema, rateLimit: "comment", honeypot: COMMENT_ADDED_MESSAGE },
  async ({ req, body, ip, getMember }) => {
    const member = await getMember();
    // A blocked member's cookie opens no session; they may not comment as a guest either.
    if (!member && (await hasBlockedMemberSession(req.headers))) throw forbidden(MEMBER_BLOCKED);
    const added = await addComment(body, {
      memberId: member?.id,
      address: ip,
      requestKey: requestKey(req.headers, getEnv().TRUST_PROXY),
    });
    if (added.mailIds.length) after(() => deliverMails(added.mailIds));
    return ok(added.published ? COMMENT_PUBLISHED_MESSAGE : COMMENT_ADDED_MESSAGE, {}, { status: 201 });
  },
);
