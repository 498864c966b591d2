import type { RouteRuleName } from "@chorus/shared/access/route-access";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import {
  AccessTokenScreen,
  AccountSettingsScreen,
  AppsOnboardingScreen,
  AppsScreen,
  AuthzScreen,
  DeleteAccountScreen,
  ForgotPasswordScreen,
  MobileScreen,
  OutboxScreen,
  ResetPasswordScreen,
  SocnetBypassScreen,
  SubdomainFinderScreen,
  SuccessScreen,
} from "./access-screens.ts";
import { PublicOnly } from "./guards/PublicOnly.tsx";
import { RequireAccess } from "./guards/RequireAccess.tsx";
import { LoginScreen } from "./lazy-screens.ts";

/** Public routes of access §2 with real screens (no sign-in needed). */
export const ACCESS_PUBLIC_ROUTES: RouteObject[] = [
  {
    path: "register",
    element: (
      <PublicOnly key="register">
        <LoginScreen openRegistration />
      </PublicOnly>
    ),
  },
  {
    path: "forgot-password",
    element: (
      <PublicOnly key="forgot-password">
        <ForgotPasswordScreen />
      </PublicOnly>
    ),
  },
  { path: "resetPassword", element: <ResetPasswordScreen /> },
  { path: "subdomainFinder", element: <SubdomainFinderScreen /> },
  { path: "authz", element: <AuthzScreen /> },
  { path: "success", element: <SuccessScreen /> },
];

const guarded = (path: string, rule: RouteRuleName, screen: ReactNode): RouteObject => ({
  path,
  element: (
    <RequireAccess key={path} rule={rule}>
      {screen}
    </RequireAccess>
  ),
});

/** Signed-in, full-screen, shown even while onboarding is active (they are part of it). */
export const ONBOARDING_SIDE_ROUTES: RouteObject[] = [
  guarded("apps-onboarding", "linked", <AppsOnboardingScreen />),
  guarded("socnet-bypass", "linked", <SocnetBypassScreen />),
  guarded("mobile", "linked", <MobileScreen />),
];

/** Signed-in, full-screen areas (core §2: no sidebars). */
export const ACCESS_FULL_SCREEN_ROUTES: RouteObject[] = [
  guarded("profile/settings", "profile", <AccountSettingsScreen />),
  guarded("profile/settings/language", "profile", <AccountSettingsScreen />),
  guarded("delete-account", "profile", <DeleteAccountScreen />),
  guarded("access-token", "profile", <AccessTokenScreen />),
  guarded("apps", "linked", <AppsScreen />),
  guarded("email-outbox", "adminLevel", <OutboxScreen />),
];
