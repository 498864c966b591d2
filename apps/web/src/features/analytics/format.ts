/** Figures as people read them: grouped integers, money with two decimals in the company's currency. */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

export function formatMoney(value: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency, maximumFractionDigits: 2 }).format(
      value,
    );
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

export const formatDay = (iso: string | null, language: string) =>
  iso
    ? new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso))
    : "—";
