// Benchmarks give garbage while a build or other work still runs: the bench waits for a quiet machine
// before it measures, and reports the load it measured at.
import os from "node:os";

/** The one-minute load average. */
export const loadAverage = () => os.loadavg()[0]!;

/**
 * Waits (at most `maxMs`, three minutes by default) until the one-minute load average is under 1:
 * the build and the warm-up renders just before would otherwise still weigh on the figures.
 */
export async function quietMachine(maxMs = 3 * 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (loadAverage() >= 1 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5000));
}
