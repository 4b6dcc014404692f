// The production server's V8 heap ceiling. Without one, V8 on a large machine lets the old space
// grow lazily (the server idles at ~130 MB and passed 450 MB under load); with 256 MB it collects
// sooner, stays near 230 MB resident and loses no measurable throughput (docs/benchmarks.md).
// 320 MB since the in-process search index (issue 20): on the large seed (20 000 posts with
// bodies) it holds about 100 MB of heap, which did not fit under 256 MB. A heap snapshot of the
// server with the index built: 208 MB in all (once Node no longer keeps Next's source maps,
// deploy/serve.ts). 288 MB since the full bench of 2026-11-26 03:27: at 320 MB the process peaked at
// 472 MB resident (the calendar and sitemap rows make garbage fast, and V8 lets the heap grow to its
// ceiling first); on the same rows 288 MB peaked at 419 MB against 445 MB for 320, with the index
// built as before and no loss of throughput (docs/benchmarks.md). 272 MB since the index keeps no
// second copy of a post's excerpt (16 MB less at 20 000 posts): the headroom above the live heap
// stays as it was, and the server stays under 400 MB resident at 20 000 posts (issue 42).
// An operator's own --max-old-space-size in NODE_OPTIONS wins.
export const SERVER_HEAP_MB = 272;

export function withServerHeapLimit(nodeOptions: string | undefined): string {
  const current = nodeOptions?.trim() ?? "";
  if (/--max-old-space-size[= ]/.test(current)) return current;
  return `${current} --max-old-space-size=${SERVER_HEAP_MB}`.trim();
}
