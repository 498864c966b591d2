import {
  type DateInput,
  formatLongDate,
  formatPostDate,
  formatShortDate,
  INVALID_DATE,
  toDate,
} from "@chorus/shared/format/dates";

/**
 * Dates and numbers in the UI language's locale (core §9), with `Intl`. English keeps the spec's
 * own texts ('5 minutes ago', 'D MMM', 'D MMMM YYYY, dddd at HH:mm', 'D.MM.YYYY at HH:mm'); the
 * other languages get the same forms from `Intl` in their own order and words.
 */
const isEnglish = (locale: string) => locale === "en" || locale.startsWith("en-");

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Same thresholds as the English texts: seconds, a minute, minutes, an hour, hours. */
export function relativeTimeIn(locale: string, date: Date, now: Date): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const sign = seconds < 0 ? -1 : 1;
  const abs = Math.abs(seconds);
  const minutes = Math.round(abs / 60);
  const hours = Math.round(abs / 3600);
  if (abs < 45) return rtf.format(0, "second");
  if (abs < 90) return rtf.format(sign, "minute");
  if (minutes < 45) return rtf.format(sign * minutes, "minute");
  if (minutes < 90) return rtf.format(sign, "hour");
  return rtf.format(sign * hours, "hour");
}

export function postDateIn(
  locale: string,
  input: DateInput,
  now: Date = new Date(),
  options: { full?: boolean } = {},
): string {
  if (isEnglish(locale)) return formatPostDate(input, now, options);
  const date = toDate(input);
  if (!date) return INVALID_DATE;
  if (!options.full && sameDay(date, now)) return relativeTimeIn(locale, date, now);
  const withYear = options.full || date.getFullYear() !== now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
  }).format(date);
}

export function longDateIn(locale: string, input: DateInput): string {
  if (isEnglish(locale)) return formatLongDate(input);
  const date = toDate(input);
  if (!date) return INVALID_DATE;
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}

export function shortDateIn(locale: string, input: DateInput): string {
  if (isEnglish(locale)) return formatShortDate(input);
  const date = toDate(input);
  if (!date) return INVALID_DATE;
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}

/**
 * English whole numbers are grouped here ('1,234', what `Intl` gives for them): the first
 * `Intl.NumberFormat` of a page loads ICU's number data (35 ms in Node on the project's machine, up
 * to 70 ms in a loaded Chromium, in one task), and the navbar's coin count is drawn with the first
 * screen.
 */
export const numberIn = (locale: string, value: number) =>
  isEnglish(locale) && Number.isSafeInteger(value)
    ? `${value < 0 ? "-" : ""}${String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",")}`
    : new Intl.NumberFormat(locale).format(value);
