import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { updateStaff } from "@/lib/staff/team";
import { updateUserSchema } from "@/lib/staff/auth-schemas";
import { idParamsSchema } from "@/lib/common-schemas";

// PUT /api/admin/users/{id} – changes a colleague's role or (de)activates the account
export const PUT = route(
  { auth: "admin", params: idParamsSchema, body: updateUserSchema },
  async ({ params, body, user }) => {
    const updated = await updateStaff(params.id, body, user);
    return ok("Team member updated", { user: updated });
  },
);
