import { type SQL, sql } from "drizzle-orm";

/**
 * PostgreSQL's array literal for a text[]: every element double-quoted, with its backslashes and
 * double quotes escaped, so a comma, brace, quote or the word NULL stays part of one element.
 */
export const textArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/** One parameter holding a text[]: the statement text stays the same whatever the list's length. */
export const textArray = (values: readonly string[]): SQL => sql`${textArrayLiteral(values)}::text[]`;
