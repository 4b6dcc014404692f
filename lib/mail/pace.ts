// Paces outgoing mail: at most `ratePerSecond` sends start per second in this process, whoever asks.
export type Pacer = { wait: () => Promise<void> };

export function createPacer(ratePerSecond: number, now: () => number = Date.now): Pacer {
  const interval = 1000 / ratePerSecond;
  let nextSlot = 0;
  return {
    wait: () => {
      const current = now();
      const slot = Math.max(current, nextSlot);
      nextSlot = slot + interval;
      const delay = slot - current;
      return delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)) : Promise.resolve();
    },
  };
}
