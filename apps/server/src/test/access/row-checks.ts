import type { RouteAccess } from "../../platform/access.ts";
import {
  type AccessRow,
  expectedStatus,
  isAllowed,
  PRINCIPALS,
  refusalsOf,
  rowLabel,
  SIGNED_IN,
} from "./principals.ts";

const succeeds = (status: number) => status >= 200 && status < 400;

/**
 * A row that cannot fail proves nothing: one where every caller expects the same error passes when
 * the route is deleted (404 for all) or its object is missing, and one where allowed and denied
 * callers expect the same status passes when the policy is loosened. Either needs a stated reason.
 */
export function checkRowCanFail(row: AccessRow, access: RouteAccess): string[] {
  if (row.why) return [];
  const label = rowLabel(row);
  const problems: string[] = [];
  if (!PRINCIPALS.some((p) => succeeds(expectedStatus(row, p))))
    problems.push(`${label}: no principal expects a 2xx/3xx`);
  if (access !== "public") {
    // Compare with signed-in callers who are denied when there are any: anonymous's 401 would
    // differ from an allowed caller's 403 even when the policy let everyone through.
    const denied = PRINCIPALS.filter((p) => !isAllowed(row, p));
    const deniedSignedIn = denied.filter((p) => p !== "anonymous");
    const against = deniedSignedIn.length > 0 ? deniedSignedIn : denied;
    const allowed = PRINCIPALS.filter((p) => isAllowed(row, p));
    const differs = allowed.some((a) =>
      against.some((d) => expectedStatus(row, a) !== expectedStatus(row, d)),
    );
    if (!differs) problems.push(`${label}: allowed and denied principals expect the same status`);
  }
  return problems;
}

/**
 * The principals a row lets past the route gate (allowed, or refused later by the object's rule)
 * must be exactly those the route's declared policy names: a role list, every signed-in role, or
 * everyone for a public route. (A predicate policy is decided per request and checked by the cases.)
 */
export function checkRowAgainstPolicy(row: AccessRow, access: RouteAccess): string[] {
  if (typeof access === "object" && "check" in access) return [];
  const passers = PRINCIPALS.filter(
    (p) => isAllowed(row, p) || refusalsOf(row).some((r) => r.by.includes(p)),
  );
  const expected =
    access === "public"
      ? PRINCIPALS
      : access === "signedIn"
        ? SIGNED_IN
        : SIGNED_IN.filter((r) => access.roles.includes(r));
  const same = passers.length === expected.length && expected.every((p) => passers.includes(p));
  return same
    ? []
    : [`${rowLabel(row)}: passes ${passers.join(", ")}; the policy names ${expected.join(", ")}`];
}

/** An object id as the app writes them: 24 hex digits, a UUID, or a number. */
const ID_SHAPED = /[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|^\d+$/i;

/** Every string the case's fixture holds (the world's ids, the arranged objects, the caller's id). */
export function fixtureValues(fixture: unknown): Set<string> {
  const values = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === "string") values.add(value);
    else if (value && typeof value === "object" && depth < 4)
      for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(fixture, 0);
  return values;
}

/**
 * A path parameter must name a real object of the fixture, so the matrix tests the object's own
 * rule and not only the route gate: a value that looks like an id (or holds one) must be, or
 * contain, one of the fixture's strings. Names that are not ids (a network, a language file, a
 * leaderboard period) pass. A row that means to send a forged id says so in `forgedParams`.
 */
export function checkPathParams(row: AccessRow, url: string, fixture: unknown): string[] {
  if (row.forgedParams) return [];
  const routeSegments = row.route.split("/");
  const urlSegments = (url.split("?")[0] ?? "").split("/");
  const known = [...fixtureValues(fixture)].filter((v) => v.length >= 8);
  const problems: string[] = [];
  routeSegments.forEach((segment, index) => {
    if (!segment.includes(":")) return;
    const value = decodeURIComponent(urlSegments[index] ?? "");
    if (value === "" || value.startsWith(":")) {
      problems.push(`${rowLabel(row)}: ${segment} is not filled in (${url})`);
      return;
    }
    if (ID_SHAPED.test(value) && !known.some((k) => value === k || value.includes(k)))
      problems.push(`${rowLabel(row)}: ${segment} = ${value} is no object of the fixture`);
  });
  return problems;
}
