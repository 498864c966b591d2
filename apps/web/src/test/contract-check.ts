import { API_RESPONSES, API_ROUTES_INLINE } from "@chorus/shared/api/api-responses";
import { errorBodySchema } from "@chorus/shared/errors/error-codes";
import { z } from "zod";

/**
 * The fake server's answers are checked against the real server's routes (the table the server's
 * api-responses test writes from its live routes): a faked path the server does not have, a
 * success status it does not send, a body its schema refuses, or an error not in the one error
 * shape is a contract violation, and the test that caused it fails (test/setup.ts).
 */
interface Route {
  key: string;
  method: string;
  pattern: RegExp;
  /** Parameter segments: a literal segment wins over a parameter (/api/post3/counters over /api/post3/:postId). */
  params: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ROUTES: Route[] = [...Object.keys(API_RESPONSES), ...API_ROUTES_INLINE]
  .map((key) => {
    const [method = "", path = ""] = key.split(" ");
    const segments = path.split("/");
    const pattern = segments
      .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
      .join("/");
    return {
      key,
      method,
      pattern: new RegExp(`^${pattern}$`),
      params: segments.filter((s) => s.startsWith(":") || s === "*").length,
    };
  })
  .sort((a, b) => a.params - b.params);

/** The first path segments the server routes (/api, /auth …); other paths are static files. */
const ROUTED_PREFIXES = new Set(ROUTES.map((route) => route.key.split(" ")[1]?.split("/")[1]));

const violations: string[] = [];

/** The violations since the last call, emptied. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

export function routeOf(method: string, pathname: string): string | null {
  return ROUTES.find((route) => route.method === method && route.pattern.test(pathname))?.key ?? null;
}

/** Checks one faked answer; records what the real server would never answer. */
export async function checkAgainstContract(method: string, path: string, response: Response): Promise<void> {
  const pathname = path.split("?")[0] ?? path;
  if (!ROUTED_PREFIXES.has(pathname.split("/")[1])) return;
  const where = `${method} ${pathname} → ${response.status}`;
  const key = routeOf(method, pathname);
  if (!key) {
    violations.push(`${where}: the server has no route ${method} ${pathname}`);
    return;
  }
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  const parse = (schema: z.ZodType) => {
    const result = schema.safeParse(body);
    if (!result.success) violations.push(`${where}: ${z.prettifyError(result.error)}`);
  };
  if (response.status >= 400) return parse(errorBodySchema);
  const schemas = API_RESPONSES[key];
  if (!schemas) return; // answered by an inline schema of the server: the route exists, that is all we know
  const schema = schemas[response.status];
  if (!schema) {
    violations.push(`${where}: ${key} answers ${Object.keys(schemas).join(" or ")}, not ${response.status}`);
    return;
  }
  parse(schema);
}
