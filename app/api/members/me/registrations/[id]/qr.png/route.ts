import { route } from "@/lib/api/route";
import { myRegistrationQr } from "@/lib/events/event-registrations";
import { registrationIdParamsSchema } from "@/lib/events/registration-schemas";

export const dynamic = "force-dynamic";

// GET /api/members/me/registrations/{id}/qr.png – the guest's check-in QR code (a signed check-in URL)
export const GET = route(
  { auth: "member", params: registrationIdParamsSchema },
  async ({ member, params }) => {
    const png = await myRegistrationQr(member.id, params.id);
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Cache-Control": "private, no-store" },
    });
  },
);
