import { ROUTE_RULES, type RouteRuleName } from "@chorus/shared/access/route-access";
import type { ReactNode } from "react";
import { UnauthorizedScreen } from "../../features/pages/screens/UnauthorizedScreen.tsx";
import { useSession } from "../../features/session/session-context.tsx";

/** A private route's access rule (shared ROUTE_RULES); a refusal shows the Unauthorized page in place. */
export function RequireAccess({ rule, children }: { rule: RouteRuleName; children: ReactNode }) {
  const { session } = useSession();
  return ROUTE_RULES[rule](session) ? children : <UnauthorizedScreen />;
}
