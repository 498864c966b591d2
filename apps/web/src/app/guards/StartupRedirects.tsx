import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { usePublicConfig } from "../../features/auth/api.ts";
import { rememberPostPathAfterLogin } from "../../features/auth/post-path-after-login.ts";
import { type SessionProbe, useSession2, useSessionProbe } from "../../features/session/api.ts";
import { browser } from "../../lib/browser.ts";
import { FullPageLoader } from "../../lib/FullPageLoader.tsx";
import { useBrowserValue } from "../../lib/first-render.ts";
import { hostTenancy, type StartupSession, startupRedirect } from "../startup-redirects.ts";

function probeSession(probe: SessionProbe | undefined): Omit<StartupSession, "companySubdomain"> | null {
  if (!probe?.isLoggedIn || !probe.role || !probe.companyId) return null;
  return { role: probe.role, companyId: probe.companyId };
}

/**
 * Access §4 startup redirects, before any route renders: an unknown company or a partner of another
 * company goes to the landing page, a user on another company's subdomain to their own; a signed-out
 * newsletter reader's post path is kept for after login. On localhost and IP hosts nothing happens.
 */
const subscribeNever = () => () => {};
const pageLocation = () => window.location;
type PageLocation = Pick<Location, "protocol" | "hostname" | "port">;
const sameLocation = (a: PageLocation, b: PageLocation) =>
  a.protocol === b.protocol && a.hostname === b.hostname && a.port === b.port;

export function StartupRedirects({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const page = useBrowserValue<PageLocation>(
    subscribeNever,
    pageLocation,
    (hints) => hints.location,
    sameLocation,
  );
  const config = usePublicConfig();
  const probe = useSessionProbe();
  const host = hostTenancy(config.data);
  const session = probeSession(probe.data);
  // Only a user on another company's host needs their subdomain, so the full session is fetched only then.
  const needsSubdomain =
    host.hostCompany !== null &&
    session !== null &&
    session.companyId !== host.hostCompany._id &&
    session.role !== "smarper" &&
    session.role !== "partner";
  const session2 = useSession2(needsSubdomain);
  const signedOut = probe.isSuccess && !probe.data.isLoggedIn;

  const decision = startupRedirect({
    protocol: page.protocol,
    hostname: page.hostname,
    port: page.port,
    ...host,
    session: session && { ...session, companySubdomain: session2.data?.user.companySubdomain ?? null },
    path: pathname,
    search,
  });
  const href = decision.kind === "assign" ? decision.href : null;

  useEffect(() => {
    if (signedOut) rememberPostPathAfterLogin(pathname, search);
  }, [signedOut, pathname, search]);
  useEffect(() => {
    if (href) browser.assign(href);
  }, [href]);

  const deciding =
    config.isPending || (host.hostNamesACompany && probe.isPending) || (needsSubdomain && session2.isPending);
  if (deciding || href) return <FullPageLoader />;
  if (decision.kind === "navigate") return <Navigate to={decision.to} replace />;
  return children;
}
