/**
 * What an error log line may say about an error: its class, its code and where it was thrown.
 * Never its message or its fields: a database error carries the SQL with the submitted values
 * (drizzle's `query` and `params`, PostgreSQL's "invalid input syntax … "<value>"") and other
 * errors quote their input (JSON.parse, URL), so a message can hold a password, a token or an
 * e-mail address.
 */
export interface ErrorSummary {
  type: string;
  /** A stable code (SQLSTATE, FST_*, ERR_*) when the error has one. */
  code?: string;
  /** The code of the error's cause: the driver's SQLSTATE under drizzle's wrapper. */
  causeCode?: string;
  /** Stack frames only (file:line), the message line left out. */
  frames?: string;
}

const MAX_FRAMES = 12;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" || typeof code === "number" ? String(code) : undefined;
}

export function errorSummary(error: unknown): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error };
  const frames = error.stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim())
    .join("\n");
  return {
    type: error.constructor?.name ?? error.name,
    code: codeOf(error),
    causeCode: codeOf(error.cause),
    ...(frames ? { frames } : {}),
  };
}
