import type { Notification } from "@chorus/shared/notification/notification.contract";

export interface DayGroup {
  /** "today", "yesterday" or the ISO date (yyyy-mm-dd) of the local day. */
  day: string;
  items: Notification[];
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** Core §2: the menu groups notifications by day, newest first, in the reader's time zone. */
export function groupByDay(list: readonly Notification[], now = new Date()): DayGroup[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup[] = [];
  for (const item of list) {
    const day = localDay(new Date(item.dateTime));
    const key = day === today ? "today" : day === yesterday ? "yesterday" : day;
    const last = groups[groups.length - 1];
    if (last?.day === key) last.items.push(item);
    else groups.push({ day: key, items: [item] });
  }
  return groups;
}
