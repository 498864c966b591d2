import { describe, expect, it } from "vitest";
import { intoSmartWindow, nextSmartSlot } from "./smart-queue.rules.ts";

const at = (iso: string) => new Date(iso);

describe("smart share slots: 2 h apart, 08:00–20:00 company-local", () => {
  it.each([
    // empty queue, inside the window: now
    [[], "2026-03-10T10:15:00Z", "UTC", "2026-03-10T10:15:00.000Z"],
    // before 08:00: 08:00 the same day
    [[], "2026-03-10T05:00:00Z", "UTC", "2026-03-10T08:00:00.000Z"],
    // from 20:00: 08:00 the next day
    [[], "2026-03-10T20:00:00Z", "UTC", "2026-03-11T08:00:00.000Z"],
    // two hours after the last queued share
    [
      ["2026-03-10T10:00:00Z", "2026-03-10T12:00:00Z"],
      "2026-03-10T09:00:00Z",
      "UTC",
      "2026-03-10T14:00:00.000Z",
    ],
    // the gap runs into the evening: next morning
    [["2026-03-10T19:00:00Z"], "2026-03-10T09:00:00Z", "UTC", "2026-03-11T08:00:00.000Z"],
    // a past queued share does not hold the queue back
    [["2026-03-09T10:00:00Z"], "2026-03-10T10:00:00Z", "UTC", "2026-03-10T10:00:00.000Z"],
    // company-local: Helsinki is UTC+2 in March; 05:30 UTC is 07:30 local → 08:00 local = 06:00 UTC
    [[], "2026-03-10T05:30:00Z", "Europe/Helsinki", "2026-03-10T06:00:00.000Z"],
    // 18:30 UTC is 20:30 in Helsinki → next day 08:00 local
    [[], "2026-03-10T18:30:00Z", "Europe/Helsinki", "2026-03-11T06:00:00.000Z"],
    // New York after the DST change (UTC-4): 23:00 UTC = 19:00 local, inside
    [[], "2026-03-10T23:00:00Z", "America/New_York", "2026-03-10T23:00:00.000Z"],
  ] as const)("queue %j at %s in %s → %s", (queued, now, zone, expected) => {
    expect(nextSmartSlot(queued.map(at), at(now), zone).toISOString()).toBe(expected);
  });

  it("keeps every slot at least 2 h from the previous one when filled in turn", () => {
    const queue: Date[] = [];
    const now = at("2026-03-10T07:00:00Z");
    for (let i = 0; i < 12; i++) queue.push(nextSmartSlot(queue, now, "UTC"));
    for (let i = 1; i < queue.length; i++) {
      expect(queue[i]!.getTime() - queue[i - 1]!.getTime()).toBeGreaterThanOrEqual(2 * 3600_000);
      const hour = queue[i]!.getUTCHours();
      expect(hour >= 8 && hour < 20).toBe(true);
    }
  });

  it("intoSmartWindow leaves a time inside the window alone", () => {
    expect(intoSmartWindow(at("2026-03-10T19:59:00Z"), "UTC").toISOString()).toBe("2026-03-10T19:59:00.000Z");
  });
});
