import { after } from "next/server";
import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { inviteStaff, listStaff } from "@/lib/staff/team";
import { deliverMail } from "@/lib/mail/send";
import { inviteUserSchema } from "@/lib/staff/auth-schemas";

// GET /api/admin/users – the team: every staff account with its role, state and last sign-in
export const GET = route({ auth: "admin" }, async () => {
  return okData({ users: await listStaff() });
});

// POST /api/admin/users – invites a colleague: creates the account and e-mails a set-password link
export const POST = route({ auth: "admin", body: inviteUserSchema }, async ({ body, user }) => {
  const { user: invited, mailId } = await inviteStaff(body, user);
  if (mailId) after(() => deliverMail(mailId).then(() => undefined));
  return ok(`Invitation sent to ${invited.email}`, { user: invited }, { status: 201 });
});
