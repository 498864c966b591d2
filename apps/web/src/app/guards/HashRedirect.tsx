import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { browser } from "../../lib/browser.ts";
import { resolveHashLocation } from "../hash-location.ts";

/** Rewrites old hash locations before any route renders. */
export function HashRedirect({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const target = resolveHashLocation(hash);
  const externalHref = target?.kind === "external" ? target.href : null;
  useEffect(() => {
    if (externalHref) browser.replace(externalHref);
  }, [externalHref]);
  if (target?.kind === "internal") return <Navigate to={target.to} replace />;
  if (target?.kind === "external") return null;
  return children;
}
