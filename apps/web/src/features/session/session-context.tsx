import type { Session2 } from "@chorus/shared/session/session.contract";
import { createContext, type ReactNode, useContext, useMemo } from "react";

export interface SessionState {
  session: Session2;
  /** From the session enhancement: may this user post on behalf of a content owner. */
  canPostOnBehalf: boolean;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  // The same object while the session is the same: a re-render of the guard (another query's answer)
  // does not re-render every reader of the session (navbar, sidebars, each card).
  const { session, canPostOnBehalf } = value;
  const state = useMemo(() => ({ session, canPostOnBehalf }), [session, canPostOnBehalf]);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

/** The signed-in session; only used below the RequireSession guard. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error("useSession must be used below RequireSession");
  return state;
}
