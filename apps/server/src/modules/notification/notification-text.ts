import { escapeHtml } from "@chorus/shared/text/html";
import { mailLanguageOf, mailText } from "../../platform/mail/index.ts";

/** A notification text written per recipient: given their platform language, its HTML. */
export type NotificationText = (language: string) => string;

/**
 * A notification text from the server's mail keys (`notificationText.<key>`), in the recipient's
 * language. The values are what people typed (titles, names), so they are escaped here; the
 * markup around them comes from our own texts.
 */
export const notificationText =
  (key: string, values: Readonly<Record<string, string | number>> = {}): NotificationText =>
  (language) =>
    mailText(
      language,
      `notificationText.${key}`,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === "string" ? escapeHtml(value) : value,
        ]),
      ),
    );

/**
 * A plain-text notification title from the server's mail keys (`notificationText.<key>`), in the
 * recipient's language (it is shown as text, so nothing is escaped).
 */
export const notificationTitle =
  (key: string): NotificationText =>
  (language) =>
    mailText(language, `notificationText.${key}`);

/**
 * "3 visitors" in the recipient's language: the plural form Intl chooses for the count
 * (`counts.<unit>_one`, `_other`, …), falling back to `_other` where a language has no such form.
 */
export function countText(language: string, unit: string, count: number): string {
  const base = mailLanguageOf(language);
  const form = new Intl.PluralRules(base).select(count);
  const key = `counts.${unit}_${form}`;
  const text = mailText(base, key, { count });
  return text === key ? mailText(base, `counts.${unit}_other`, { count }) : text;
}
