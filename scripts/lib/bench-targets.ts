// What `npm run bench` measures: the static-file ceiling first, then APIs, pages and a write path.
export type BenchTarget = { name: string; path: string; method?: "GET" | "POST"; body?: Record<string, unknown> };

export const STATIC_TARGET: BenchTarget = { name: "static file (ceiling)", path: "/bench.txt" };

export function benchTargets(blogId: string): BenchTarget[] {
  return [
    STATIC_TARGET,
    { name: "GET /api/health", path: "/api/health" },
    { name: "GET /api/blog/all (page 1, 30)", path: "/api/blog/all?page=1&limit=30" },
    { name: "GET /api/blog/all search", path: "/api/blog/all?search=payroll" },
    { name: "page /", path: "/" },
    { name: "page /?category=Payroll&page=2", path: "/?category=Payroll&page=2" },
    { name: "page /blog/{id}", path: `/blog/${blogId}` },
    { name: "page /jobs", path: "/jobs" },
    { name: "page /events", path: "/events" },
    { name: "page /certifications", path: "/certifications" },
    { name: "GET /api/job/all", path: "/api/job/all" },
    { name: "GET /api/event/all", path: "/api/event/all" },
    {
      name: "POST /api/blog/add-comment",
      path: "/api/blog/add-comment",
      method: "POST",
      body: { blog: blogId, name: "Bench Reader", content: "A comment posted by the benchmark." },
    },
  ];
}
