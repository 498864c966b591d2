import { Outlet } from "react-router";
import { FullPageLoader } from "../../../lib/FullPageLoader.tsx";
import { useOnboardingState } from "../api.ts";
import { OnboardingScreen } from "../screens/OnboardingScreen.tsx";

/**
 * Core §2 main layout: while onboarding is active only the onboarding screen shows. The server
 * decides what is left: every step for a fresh user; for the others only what can come back
 * (terms changed since they consented, a queued seat). If the state cannot be read, the app is
 * not held hostage: the layout shows.
 */
export function OnboardingGate() {
  const state = useOnboardingState(true);
  if (state.isPending) return <FullPageLoader />;
  if (state.isError || state.data.currentStep === null) return <Outlet />;
  return <OnboardingScreen initialState={state.data} />;
}
