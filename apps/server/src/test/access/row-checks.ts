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
