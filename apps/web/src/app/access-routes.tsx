import type { RouteRuleName } from "@chorus/shared/access/route-access";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { PageFrame } from "../lib/PageFrame.tsx";
import type { PageKind } from "../lib/page-kinds.ts";
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

/** A signed-in route in its kind's page frame (lib/page-kinds.ts). */
const guarded = (path: string, rule: RouteRuleName, frame: PageKind, screen: ReactNode): RouteObject => ({
  path,
  element: (
    <RequireAccess key={path} rule={rule}>
      <PageFrame kind={frame}>{screen}</PageFrame>
    </RequireAccess>
  ),
});

/** Signed-in, full-screen, shown even while onboarding is active (they are part of it). */
export const ONBOARDING_SIDE_ROUTES: RouteObject[] = [
  guarded("apps-onboarding", "linked", "narrow", <AppsOnboardingScreen />),
  guarded("socnet-bypass", "linked", "narrow", <SocnetBypassScreen />),
  guarded("mobile", "linked", "reading", <MobileScreen />),
];

/** Signed-in, full-screen areas (core §2: no sidebars). */
export const ACCESS_FULL_SCREEN_ROUTES: RouteObject[] = [
  guarded("profile/settings", "profile", "form", <AccountSettingsScreen />),
  guarded("profile/settings/language", "profile", "form", <AccountSettingsScreen />),
  guarded("delete-account", "profile", "form", <DeleteAccountScreen />),
  guarded("access-token", "profile", "form", <AccessTokenScreen />),
  guarded("apps", "linked", "reading", <AppsScreen />),
  guarded("email-outbox", "adminLevel", "table", <OutboxScreen />),
];
