/** A small seeded PRNG (mulberry32) so the demo data is the same on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  hex(length: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
    sample: (items, count) => shuffle(items).slice(0, Math.min(count, items.length)),
    shuffle,
    hex: (length) => {
      let out = "";
      while (out.length < length) out += int(0, 0xffff).toString(16).padStart(4, "0");
      return out.slice(0, length);
    },
  };
}

/**
 * Object ids made from the seeded PRNG, with the time part of the row's own date (core §9),
 * so two runs with the same `now` give the same ids; the counter keeps them unique.
 */
export function createIdFactory(random: Random): (at: Date) => string {
  const machine = random.hex(10);
  let counter = 0;
  return (at) => {
    counter += 1;
    const seconds = Math.floor(at.getTime() / 1000)
      .toString(16)
      .padStart(8, "0");
    return seconds + machine + counter.toString(16).padStart(6, "0");
  };
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
export const addMs = (at: Date, ms: number): Date => new Date(at.getTime() + ms);
