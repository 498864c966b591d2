/**
 * How a ranking's time range is read from point_rollup: as few whole months, ISO weeks and days
 * as cover it exactly, so a month's ranking reads one row per user instead of every ledger entry.
 */
export type SpanKind = "day" | "week" | "month";

export interface Span {
  span: SpanKind;
  /** The span's first day, YYYY-MM-DD (UTC). */
  start: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function nextMonthStart(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * The spans covering [from, to) (from a UTC midnight; to null: open). A span may reach past `to`
 * only when nothing can be recorded there yet — `to` is open or later than `now` — because the
 * ledger stamps each entry with the time it is written. Greedy from `from`: a whole month where one
 * starts and fits, else a whole week where one starts (Monday) and fits inside the month, else a
 * day. Empty when the range starts after `now`.
 */
export function spansOf(from: Date, to: Date | null, now: Date): Span[] {
  const openEnd = to === null || to.getTime() > now.getTime();
  const fits = (end: number) => openEnd || (to !== null && end <= to.getTime());
  // Nothing exists after today, so an open range stops there.
  const todayEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  const stop = to === null ? todayEnd : Math.min(to.getTime(), todayEnd);
  const spans: Span[] = [];
  let cursor = from.getTime();
  while (cursor < stop) {
    const date = new Date(cursor);
    const monthEnd = nextMonthStart(cursor);
    if (date.getUTCDate() === 1 && fits(monthEnd)) {
      spans.push({ span: "month", start: dayOf(cursor) });
      cursor = monthEnd;
    } else if (date.getUTCDay() === 1 && cursor + 7 * DAY_MS <= monthEnd && fits(cursor + 7 * DAY_MS)) {
      spans.push({ span: "week", start: dayOf(cursor) });
      cursor += 7 * DAY_MS;
    } else {
      spans.push({ span: "day", start: dayOf(cursor) });
      cursor += DAY_MS;
    }
  }
  return spans;
}
