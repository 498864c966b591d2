/** Cells a spreadsheet would read as a formula (CSV injection): =, +, -, @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Fields that RFC 4180 requires in quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell that a spreadsheet shows as text: a leading formula character gets a single quote in front. */
export const neutraliseFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * An RFC 4180 CSV document (header line, CRLF line ends) whose every cell is formula-safe.
 * Starts with a UTF-8 byte-order mark so spreadsheet programs read names like "Chloé" right.
 */
export function toSafeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** `attachment; filename="…"` with a name safe for the header. */
export const attachment = (filename: string): string =>
  `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
