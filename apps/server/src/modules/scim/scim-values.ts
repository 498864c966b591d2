import { z } from "zod";
import { ScimError } from "./scim-errors.ts";

/** Entra ID sends booleans as "True"/"False" strings in PATCH values; both forms are accepted. */
export function toBoolean(value: unknown, attr: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  throw new ScimError(400, `${attr} must be a boolean`, "invalidValue", "ad_error_invalid_attribute");
}

export function toText(value: unknown, attr: string, max: number): string {
  if (typeof value !== "string" || value.length > max)
    throw new ScimError(
      400,
      `${attr} must be a string of at most ${max} characters`,
      "invalidValue",
      "ad_error_invalid_attribute",
    );
  return value.trim();
}

export function toOptionalText(value: unknown, attr: string, max: number): string | null {
  return value === null || value === undefined ? null : toText(value, attr, max);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.length <= 320 && EMAIL.test(value);

/** The `emails` multi-valued attribute: the primary address, else the first (RFC 7643 §2.4). */
export function primaryEmail(value: unknown): string | null {
  const list = z
    .array(z.object({ value: z.string().optional(), primary: z.unknown().optional() }).loose())
    .safeParse(value);
  if (!list.success)
    throw new ScimError(
      400,
      "emails must be a list of { value, type, primary }",
      "invalidValue",
      "ad_error_invalid_attribute",
    );
  const primary = list.data.find(
    (entry) => entry.primary === true || entry.primary === "True" || entry.primary === "true",
  );
  return (primary ?? list.data[0])?.value?.trim() ?? null;
}

/** startIndex (1-based) and count of a list request (RFC 7644 §3.4.2.4); count capped. */
export const MAX_PAGE = 200;
export function pageOf(query: { startIndex?: string; count?: string }) {
  const start = Number.parseInt(query.startIndex ?? "1", 10);
  const count = Number.parseInt(query.count ?? String(MAX_PAGE), 10);
  const startIndex = Number.isFinite(start) && start >= 1 ? start : 1;
  const limit = Number.isFinite(count) ? Math.min(Math.max(count, 0), MAX_PAGE) : MAX_PAGE;
  return { startIndex, offset: startIndex - 1, limit };
}
