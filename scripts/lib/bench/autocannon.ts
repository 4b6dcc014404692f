// A typed door to autocannon's programmatic API (the package ships no type declarations).
import { createRequire } from "node:module";

type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Seconds before a request counts as a timeout. */
  timeout?: number;
  /** Requests each connection sends in turn, over and over (instead of `url`'s path alone). */
  requests?: Array<{ method: string; path: string }>;
  /** Worker threads the connections are spread over (each with an event loop of its own). */
  workers?: number;
};

type Histogram = { average: number; min: number; p50: number; p99: number; max: number };

type AutocannonResult = {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats?: Record<string, { count: number }>;
};

/** The run: a promise of the result that can also be ended early (`stop`). */
type AutocannonRun = Promise<AutocannonResult> & { stop: () => void };

const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: AutocannonOptions,
) => AutocannonRun;

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The slowest request (autocannon runs). */
  max?: number;
  total: number;
  /** Requests completed in the slowest one-second sample (how steady the rate was). */
  slowestSecond: number;
  non2xx: number;
  errors: number;
  /** Of the errors, those that timed out (autocannon runs). */
  timeouts?: number;
  statusCodes: Record<string, number>;
};

/** Runs for `options.duration` seconds, or until `until` settles if that comes first. */
export async function loadTest(options: AutocannonOptions, until?: Promise<unknown>): Promise<LoadResult> {
  const job = autocannon(options);
  until?.then(job.stop, job.stop);
  const result = await job;
  return {
    requestsPerSecond: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    slowestSecond: result.requests.min,
    non2xx: result.non2xx,
    errors: result.errors, // includes timeouts
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    ),
  };
}
