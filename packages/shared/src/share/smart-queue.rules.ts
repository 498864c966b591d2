/**
 * Smart share (our rule; the spec only says a smart share "is sent at the next good time slot"):
 * a user's smart shares on one network are spread at least 2 hours apart, and only sent between
 * 08:00 and 20:00 in the company's time zone. A new share takes the first such time that is not
 * before now and at least 2 hours after the last share already waiting in the queue.
 */
export const SMART_SLOT_GAP_MS = 2 * 60 * 60_000;
export const SMART_WINDOW = { startHour: 8, endHour: 20 } as const;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** Milliseconds the zone is ahead of UTC at that instant (minute precision). */
function zoneOffset(at: Date, timeZone: string): number {
  const l = localTime(at, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute);
  return asUtc - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The instant of hh:00 local time on the local day of `day` plus `addDays`. */
function atLocalHour(day: Date, hour: number, addDays: number, timeZone: string): Date {
  const l = localTime(day, timeZone);
  const wall = Date.UTC(l.year, l.month - 1, l.day + addDays, hour, 0);
  const guess = new Date(wall - zoneOffset(day, timeZone));
  // Across a daylight-saving change the offset differs: correct once with the offset at the guess.
  return new Date(wall - zoneOffset(guess, timeZone));
}

/** Moves a time into the sending window: before 08:00 → 08:00 that day; from 20:00 → 08:00 the next day. */
export function intoSmartWindow(at: Date, timeZone: string): Date {
  const { hour } = localTime(at, timeZone);
  if (hour < SMART_WINDOW.startHour) return atLocalHour(at, SMART_WINDOW.startHour, 0, timeZone);
  if (hour >= SMART_WINDOW.endHour) return atLocalHour(at, SMART_WINDOW.startHour, 1, timeZone);
  return at;
}

/** When the next smart share of this user on this network goes out, given those already queued. */
export function nextSmartSlot(queued: readonly Date[], now: Date, timeZone = "UTC"): Date {
  const last = queued.reduce<number>((max, at) => Math.max(max, at.getTime()), Number.NEGATIVE_INFINITY);
  const earliest = Math.max(now.getTime(), last + SMART_SLOT_GAP_MS);
  return intoSmartWindow(new Date(earliest), timeZone);
}
