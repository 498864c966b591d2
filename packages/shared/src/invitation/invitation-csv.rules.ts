import { CSV_MAX_BYTES, isInviteEmail } from "./invitation.rules.ts";

/** CSV import of access §5: the checks after parsing (the server parses with csv-parse). */

export const CSV_TOO_LARGE = "File exceeds 1MB limit";
export const CSV_NOT_CSV = "Please choose a .csv file.";
export const CSV_ISSUES = "Oops, we discovered some issues with the CSV file.";
export const CSV_UNEXPECTED = "Unexpected error. Please contact us for support.";
export const CSV_NO_EMAILS = "No e-mails found in the file.";
export const CSV_NO_EMAILS_OR_PHONES = "No e-mails or phone numbers found in the file.";

export const csvFoundText = (emails: number, phones: number): string =>
  `We found ${emails} email addresses and ${phones} phone numbers. Check if the information is correct.`;

/** The file itself: a .csv name and at most 1,048,576 bytes. */
export function csvFileError(name: string, bytes: number): string | null {
  if (!/\.csv$/i.test(name)) return CSV_NOT_CSV;
  if (bytes > CSV_MAX_BYTES) return CSV_TOO_LARGE;
  return null;
}

/** Semicolons are treated as commas (access §5). */
export const normalizeCsvDelimiters = (text: string): string => text.replace(/;/g, ",");

export interface CsvInvitee {
  email?: string;
  phone?: string;
  /** Team names as written in the file (case-sensitive). */
  teamNameList: string[];
}

export interface CsvCheck {
  invitees: CsvInvitee[];
  /** First cells that are neither an address nor (SMS lab) an all-digit phone number, by row. */
  invalidCredentials: { row: number; value: string }[];
  /** Team names not in the selected group, by row. */
  missingTeams: { row: number; team: string }[];
}

/**
 * Each row: the first cell an e-mail, or with the SMS lab an all-digit phone number to which a
 * plus is prepended; the other cells team names that must exist in the group (case-sensitive).
 * Blank rows are skipped; every bad row is listed, so one fix round is enough.
 */
export function checkCsvRows(
  rows: readonly (readonly string[])[],
  options: { smsLab: boolean; teamNames: readonly string[] },
): CsvCheck {
  const teams = new Set(options.teamNames);
  const check: CsvCheck = { invitees: [], invalidCredentials: [], missingTeams: [] };
  rows.forEach((cells, index) => {
    const row = index + 1;
    const trimmed = cells.map((cell) => cell.trim());
    if (trimmed.every((cell) => cell === "")) return;
    const [first = "", ...rest] = trimmed;
    const teamNameList = rest.filter((cell) => cell !== "");
    const missing = teamNameList.filter((name) => !teams.has(name));
    for (const team of missing) check.missingTeams.push({ row, team });
    if (isInviteEmail(first)) {
      check.invitees.push({ email: first.toLowerCase(), teamNameList });
    } else if (options.smsLab && /^\d{7,15}$/.test(first)) {
      check.invitees.push({ phone: `+${first}`, teamNameList });
    } else {
      check.invalidCredentials.push({ row, value: first });
    }
  });
  return check;
}

/** The info line after a clean import (access §5). */
export function csvSummary(invitees: readonly CsvInvitee[], smsLab: boolean): string {
  const emails = invitees.filter((i) => i.email).length;
  const phones = invitees.filter((i) => i.phone).length;
  if (emails + phones === 0) return smsLab ? CSV_NO_EMAILS_OR_PHONES : CSV_NO_EMAILS;
  return csvFoundText(emails, phones);
}
