/**
 * Post dates (core §5): a date of the same day is shown relatively unless the full form is asked
 * for; otherwise 'D MMM', with the year when it differs from this year (or when full). Anything
 * that is not a date gives 'Invalid date'. Pure: the caller passes `now`, times are local.
 */
export const INVALID_DATE = "Invalid date";

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export type DateInput = string | number | Date | null | undefined;

export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === "") return null;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

const pad = (value: number) => String(value).padStart(2, "0");
const time = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** 'a few seconds ago', '5 minutes ago', 'an hour ago', 'in 3 hours' (dayjs' English thresholds). */
export function relativeTime(date: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const future = seconds < 0;
  const abs = Math.abs(seconds);
  const minutes = Math.round(abs / 60);
  const hours = Math.round(abs / 3600);
  let text: string;
  if (abs < 45) text = "a few seconds";
  else if (abs < 90) text = "a minute";
  else if (minutes < 45) text = `${minutes} minutes`;
  else if (minutes < 90) text = "an hour";
  else text = `${hours} hours`;
  return future ? `in ${text}` : `${text} ago`;
}

/** The feed's date: relative on the same day, else 'D MMM' (+ ' YYYY' in another year or when full). */
export function formatPostDate(
  input: DateInput,
  now: Date = new Date(),
  options: { full?: boolean } = {},
): string {
  const date = toDate(input);
  if (!date) return INVALID_DATE;
  if (!options.full && sameDay(date, now)) return relativeTime(date, now);
  const dayMonth = `${date.getDate()} ${MONTHS_SHORT[date.getMonth()]}`;
  return options.full || date.getFullYear() !== now.getFullYear()
    ? `${dayMonth} ${date.getFullYear()}`
    : dayMonth;
}

/** Long form 'D MMMM YYYY, dddd at HH:mm'. */
export function formatLongDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return INVALID_DATE;
  return `${date.getDate()} ${MONTHS_LONG[date.getMonth()]} ${date.getFullYear()}, ${WEEKDAYS[date.getDay()]} at ${time(date)}`;
}

/** Short form 'D.MM.YYYY at HH:mm'. */
export function formatShortDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return INVALID_DATE;
  return `${date.getDate()}.${pad(date.getMonth() + 1)}.${date.getFullYear()} at ${time(date)}`;
}
