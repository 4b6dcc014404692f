// Paces outgoing mail: at most `ratePerSecond` sends start per second in this process, whoever asks.
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
