/**
 * Spaces sends to at most `ratePerSecond` per process: each caller gets the next free slot.
 * Several processes each keep their own pace (the deployment's rate is the sum).
 */
export function createThrottle(ratePerSecond: number, now: () => number = Date.now) {
  const interval = 1000 / ratePerSecond;
  let next = 0;
  return async function take(): Promise<void> {
    const at = Math.max(now(), next);
    next = at + interval;
    const wait = at - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
