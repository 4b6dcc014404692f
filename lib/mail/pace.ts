// Paces outgoing mail: at most `ratePerSecond` sends start per second, whoever asks: in this process
// (createPacer), or for the whole site whatever the number of servers (createSharedPacer).
export type Pacer = {
  /** Books the next free slot and returns how long to wait for it. */
  reserve: () => number;
  wait: () => Promise<void>;
};

export function createPacer(ratePerSecond: number, now: () => number = Date.now): Pacer {
  const interval = 1000 / ratePerSecond;
  let nextSlot = 0;
  const reserve = () => {
    const current = now();
    const slot = Math.max(current, nextSlot);
    nextSlot = slot + interval;
    return slot - current;
  };
  return {
    reserve,
    wait: () => {
      const delay = reserve();
      return delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)) : Promise.resolve();
    },
  };
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * The site-wide pace: each send books its slot in the shared store (`reserveShared` resolves with
 * the wait, by the store's clock). When the store does not answer, this process's own pace stands in.
 */
export function createSharedPacer(
  ratePerSecond: number,
  reserveShared: (intervalMs: number) => Promise<number>,
): Pacer {
  const local = createPacer(ratePerSecond);
  const interval = 1000 / ratePerSecond;
  return {
    reserve: local.reserve,
    wait: async () => {
      let delay: number;
      try {
        delay = await reserveShared(interval);
      } catch {
        delay = local.reserve();
      }
      await sleep(delay);
    },
  };
}
