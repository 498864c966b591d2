import { Suspense } from "react";
import { Outlet } from "react-router";
import { FullPageLoader } from "../../../lib/FullPageLoader.tsx";
import { firstScreenPart } from "../../../lib/first-screen-part.ts";
import { useOnboardingState } from "../api.ts";

// Most visits pass the gate: the onboarding steps (forms, consent, language) load only when shown.
const OnboardingScreen = firstScreenPart("onboarding", () =>
  import("../screens/OnboardingScreen.tsx").then((m) => ({ default: m.OnboardingScreen })),
);

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
  return (
    <Suspense fallback={<FullPageLoader />}>
      <OnboardingScreen initialState={state.data} />
    </Suspense>
  );
}
