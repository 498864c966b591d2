/** What other features may use from the session: the signed-in user's state and the session calls. */
export {
  type SessionProbe,
  session2Query,
  sessionEnhancementQuery,
  sessionProbeQuery,
  useLogout,
  useSession2,
  useSessionEnhancement,
  useSessionProbe,
  useSwitchRole,
} from "./api.ts";
export { sessionKeys } from "./query-keys.ts";
export { SessionProvider, type SessionState, useSession } from "./session-context.tsx";
