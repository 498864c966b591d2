import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSessionProbe } from "../../features/session/api.ts";
import { FullPageLoader } from "../../lib/FullPageLoader.tsx";

/** Access §2: /account and /forgot-password only when not logged in; a signed-in user goes to the feed. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const probe = useSessionProbe();
  if (probe.isPending) return <FullPageLoader />;
  if (probe.data?.isLoggedIn) return <Navigate to="/" replace />;
  return children;
}
