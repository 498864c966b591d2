import type { Session2 } from "@chorus/shared/session/session.contract";
import { createContext, type ReactNode, useContext } from "react";

export interface SessionState {
  session: Session2;
  /** From the session enhancement: may this user post on behalf of a content owner. */
  canPostOnBehalf: boolean;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in session; only used below the RequireSession guard. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error("useSession must be used below RequireSession");
  return state;
}
