import { lazy } from "react";

// Getting-in screens (access §2–§9), each loaded on demand.
export const ForgotPasswordScreen = lazy(() =>
  import("../features/password/screens/ForgotPasswordScreen.tsx").then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
export const ResetPasswordScreen = lazy(() =>
  import("../features/password/screens/ResetPasswordScreen.tsx").then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
export const SuccessScreen = lazy(() =>
  import("../features/registration/screens/SuccessScreen.tsx").then((m) => ({ default: m.SuccessScreen })),
);
export const AuthzScreen = lazy(() =>
  import("../features/authz/screens/AuthzScreen.tsx").then((m) => ({ default: m.AuthzScreen })),
);
export const SubdomainFinderScreen = lazy(() =>
  import("../features/apps/screens/SubdomainFinderScreen.tsx").then((m) => ({
    default: m.SubdomainFinderScreen,
  })),
);
export const AppsScreen = lazy(() =>
  import("../features/apps/screens/AppsScreen.tsx").then((m) => ({ default: m.AppsScreen })),
);
export const AppsOnboardingScreen = lazy(() =>
  import("../features/apps/screens/AppsOnboardingScreen.tsx").then((m) => ({
    default: m.AppsOnboardingScreen,
  })),
);
export const MobileScreen = lazy(() =>
  import("../features/apps/screens/MobileScreen.tsx").then((m) => ({ default: m.MobileScreen })),
);
export const SocnetBypassScreen = lazy(() =>
  import("../features/onboarding/screens/SocnetBypassScreen.tsx").then((m) => ({
    default: m.SocnetBypassScreen,
  })),
);
export const AccountSettingsScreen = lazy(() =>
  import("../features/account/screens/AccountSettingsScreen.tsx").then((m) => ({
    default: m.AccountSettingsScreen,
  })),
);
export const DeleteAccountScreen = lazy(() =>
  import("../features/account/screens/DeleteAccountScreen.tsx").then((m) => ({
    default: m.DeleteAccountScreen,
  })),
);
export const AccessTokenScreen = lazy(() =>
  import("../features/account/screens/AccessTokenScreen.tsx").then((m) => ({ default: m.AccessTokenScreen })),
);
export const OutboxScreen = lazy(() =>
  import("../features/outbox/screens/OutboxScreen.tsx").then((m) => ({ default: m.OutboxScreen })),
);
