/** The first full or half hour strictly after `now`, in local time: 10:07 → 10:30, 10:30 → 11:00. */
export function nextHalfHour(now: Date): Date {
  const next = new Date(now.getTime());
  next.setSeconds(0, 0);
  next.setMinutes(next.getMinutes() < 30 ? 30 : 60);
  // setMinutes(60) rolls the hour (and the day) over by itself.
  return next;
}

/** 'HH:mm:ss' of a date, the form the date-time picker takes its default time in. */
export function timeOfDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(date.getHours())}:${two(date.getMinutes())}:00`;
}
