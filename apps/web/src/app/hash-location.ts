import { safeReturnPath } from "@chorus/shared/auth/return-path";

/** Where an old hash location (`/#/x`) belongs now. */
export type HashTarget = { kind: "internal"; to: string } | { kind: "external"; href: string };

export const EXTERNAL_PAGE = "/external.html";

/**
 * Old links use hash routes: `#/x` becomes `/x`; `#/iframe…` goes to the external page keeping the
 * hash (core §2, access §2). Other hashes (skip-link targets, anchors) are left alone.
 */
export function resolveHashLocation(hash: string): HashTarget | null {
  if (!hash.startsWith("#/")) return null;
  if (hash.startsWith("#/iframe")) return { kind: "external", href: `${EXTERNAL_PAGE}${hash}` };
  // A crafted link (`#//evil.example`) must not make the app navigate to another site.
  return { kind: "internal", to: safeReturnPath(hash.slice(1)) };
}
