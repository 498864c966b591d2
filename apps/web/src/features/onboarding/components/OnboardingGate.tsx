import { Outlet } from "react-router";
import { FullPageLoader } from "../../../app/guards/RequireSession.tsx";
import { useSession } from "../../session/session-context.tsx";
import { useOnboardingState } from "../api.ts";
import { OnboardingScreen } from "../screens/OnboardingScreen.tsx";

/**
 * Core §2 main layout: while onboarding is active only the onboarding screen shows. Active means a
 * fresh user (`user.isFresh`) with a step left. If the state cannot be read, the app is not held
 * hostage: the layout shows.
 */
export function OnboardingGate() {
  const { session } = useSession();
  const fresh = session.user.isFresh;
  const state = useOnboardingState(fresh);
  if (!fresh) return <Outlet />;
  if (state.isPending) return <FullPageLoader />;
  if (state.isError || state.data.currentStep === null) return <Outlet />;
  return <OnboardingScreen initialState={state.data} />;
}
