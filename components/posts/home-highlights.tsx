// The home page's front page below the newest posts: upcoming events with their credits, the newest
// jobs, and the latest posts of each category. Server-rendered from the same cached reads as
// /events, /jobs and the category pages (one cache entry each, shared), no client code.
import { EventFactsLine } from "@/components/events/event-facts";
import { readBlogListing, readEventListing, readJobListing } from "@/lib/cache/public-cache";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { formatEventTime, formatSiteDate, isoDate } from "@/lib/dates";
import { categoryPath } from "@/lib/posts/blog-listing";

const EVENTS_SHOWN = 3;
const JOBS_SHOWN = 4;
const POSTS_PER_CATEGORY = 3;

function SectionHeading({
  id,
  title,
  href,
  more,
}: {
  id: string;
  title: string;
  href: string;
  more: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <a href={href} className="text-brand hover:text-brand-dark py-2 text-sm font-semibold">
        {more}
      </a>
    </div>
  );
}

async function UpcomingEvents() {
  const { upcoming } = await readEventListing(1);
  const events = upcoming.slice(0, EVENTS_SHOWN);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="home-events">
      <SectionHeading id="home-events" title="Upcoming events" href="/events" more="All events" />
      <ul className="mt-4 space-y-3">
        {events.map((event) => (
          <li key={event._id} className="listing-card">
            <h3>
              <a href={`/events/${event._id}`}>{event.title}</a>
            </h3>
            <p className="meta">
              <time dateTime={event.date}>{formatEventTime(event.date, event.endDate, event.timeZone)}</time>
              {event.physical && event.location ? ` · ${event.location}` : ""}
            </p>
            <EventFactsLine event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function NewestJobs() {
  const { jobs } = await readJobListing({});
  const shown = jobs.slice(0, JOBS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-jobs">
      <SectionHeading id="home-jobs" title="Newest jobs" href="/jobs" more="All jobs" />
      <ul className="mt-4 space-y-3">
        {shown.map((job) => (
          <li key={job._id} className="listing-card">
            <h3>
              <a href={`/jobs/${job._id}`}>{job.title}</a>
            </h3>
            <p className="meta">
              {job.company}
              {job.location ? ` · ${job.location}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function LatestByCategory() {
  const listings = await Promise.all(
    BLOG_CATEGORIES.map(async (category) => ({ category, listing: await readBlogListing(category, 1) })),
  );
  const filled = listings.filter(({ listing }) => listing.blogs.length > 0);
  if (filled.length === 0) return null;
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="text-2xl font-bold tracking-tight text-slate-900">
        Latest by category
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {filled.map(({ category, listing }) => (
          <section key={category} aria-label={category}>
            <h3 className="border-brand border-t-2 pt-2 font-semibold">
              <a href={categoryPath(category)} className="hover:text-brand py-2">
                {category}
              </a>
            </h3>
            <ul className="mt-2 space-y-3">
              {listing.blogs.slice(0, POSTS_PER_CATEGORY).map((blog) => (
                <li key={blog._id} className="text-sm">
                  <a href={`/blog/${blog._id}`} className="hover:text-brand font-medium text-slate-900">
                    {blog.title}
                  </a>
                  <p className="text-xs text-slate-600">
                    <time dateTime={isoDate(blog.createdAt)}>{formatSiteDate(blog.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

export function HomeHighlights() {
  return (
    <div className="mx-auto mt-16 max-w-7xl space-y-14 px-4 sm:px-6">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <UpcomingEvents />
        <NewestJobs />
      </div>
      <LatestByCategory />
    </div>
  );
}
