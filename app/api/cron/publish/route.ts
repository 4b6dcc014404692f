import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { publishDuePosts } from "@/lib/posts/blog-schedule";

export const dynamic = "force-dynamic";

const handler = route(
  { auth: "cron", cronDisabled: "Scheduled publishing by cron is disabled" },
  async () => {
    const published = await publishDuePosts();
    return okData({ message: `${published.length} scheduled posts published`, published });
  },
);

// POST /api/cron/publish – the scheduler's call: publish the scheduled posts whose time has come
export const POST = handler;
// GET /api/cron/publish – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
