import { Suspense } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { FeedScreen } from "../features/feed/screens/FeedScreen.tsx";
import { OnboardingGate } from "../features/onboarding/components/OnboardingGate.tsx";
import { useMaintenanceRedirect } from "../features/status/api.ts";
import { FullPageLoader } from "../lib/FullPageLoader.tsx";
import { PageFrame } from "../lib/PageFrame.tsx";
import { RouteAnnouncer } from "./a11y/RouteAnnouncer.tsx";
import { ACCESS_FULL_SCREEN_ROUTES, ACCESS_PUBLIC_ROUTES, ONBOARDING_SIDE_ROUTES } from "./access-routes.tsx";
import { HashRedirect } from "./guards/HashRedirect.tsx";
import { PublicOnly } from "./guards/PublicOnly.tsx";
import { RequireAccess } from "./guards/RequireAccess.tsx";
import { RequireSession } from "./guards/RequireSession.tsx";
import { StartupRedirects } from "./guards/StartupRedirects.tsx";
import { MainLayout } from "./layout/MainLayout.tsx";
import {
  AccessibilityScreen,
  BehalfScreen,
  EditorScreen,
  LoginScreen,
  MaintenanceScreen,
  PostPreviewScreen,
  ShareEntryGate,
  ShareRouteScreen,
  StandaloneUnauthorizedScreen,
  SuspendedScreen,
} from "./lazy-screens.ts";
import { RouteError } from "./RouteError.tsx";
import {
  BEHALF_PATH,
  FULL_SCREEN_PAGES,
  LOGIN_PATHS,
  PAGES_WITH_SIDEBARS,
  type PrivatePage,
  PUBLIC_PAGES,
  SHARE_ENTRY_PATHS,
} from "./route-table.ts";

function Root() {
  useMaintenanceRedirect();
  return (
    <HashRedirect>
      <RouteAnnouncer />
      <StartupRedirects>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </StartupRedirects>
    </HashRedirect>
  );
}

/**
 * A layout's screens, behind one error boundary drawn in the layout's main area: a screen that fails
 * (its code missing, or an error while drawing) leaves the navbar, so the reader can go elsewhere.
 */
const guarded = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteError inLayout />, children },
];

const privatePage = ({ path, rule, frame, screen: Screen }: PrivatePage): RouteObject => ({
  path,
  element: (
    <RequireAccess key={path} rule={rule}>
      <PageFrame kind={frame}>
        <Screen />
      </PageFrame>
    </RequireAccess>
  ),
});

/**
 * Core §4 share links: public, so a visitor who is not signed in gets the sign-in modal (ShareEntryGate);
 * a signed-in one goes through the usual session, onboarding and layout to the share screen.
 */
const shareEntryRoute = (path: string): RouteObject => ({
  path,
  element: <ShareEntryGate key={path} />,
  children: [
    {
      element: <RequireSession />,
      children: [
        {
          element: <OnboardingGate />,
          children: [
            {
              element: <MainLayout withSidebars />,
              children: guarded([
                {
                  index: true,
                  element: (
                    <RequireAccess rule="post">
                      <PageFrame kind="reading">
                        <ShareRouteScreen />
                      </PageFrame>
                    </RequireAccess>
                  ),
                },
              ]),
            },
          ],
        },
      ],
    },
  ],
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      ...LOGIN_PATHS.map((path) => ({
        path,
        element: (
          <PublicOnly key={path}>
            <LoginScreen />
          </PublicOnly>
        ),
      })),
      { path: "maintenance", element: <MaintenanceScreen /> },
      { path: "accessibility", element: <AccessibilityScreen /> },
      { path: "unauthorized", element: <StandaloneUnauthorizedScreen /> },
      ...ACCESS_PUBLIC_ROUTES,
      ...SHARE_ENTRY_PATHS.map(shareEntryRoute),
      ...PUBLIC_PAGES.map(({ path, signedOutOnly, screen: Screen }) => {
        const page = <Screen key={path} />;
        return { path, element: signedOutOnly ? <PublicOnly key={path}>{page}</PublicOnly> : page };
      }),
      {
        element: <RequireSession />,
        children: [
          { path: "suspended", element: <SuspendedScreen /> },
          { element: <MainLayout withSidebars={false} />, children: guarded(ONBOARDING_SIDE_ROUTES) },
          {
            // Core §2: while onboarding is active, only the onboarding screen shows.
            element: <OnboardingGate />,
            children: [
              {
                element: <MainLayout withSidebars />,
                children: guarded([
                  {
                    index: true,
                    element: (
                      <RequireAccess rule="feed">
                        <PageFrame kind="reading">
                          <FeedScreen />
                        </PageFrame>
                      </RequireAccess>
                    ),
                  },
                  {
                    path: "preview/:postId",
                    element: (
                      <RequireAccess rule="post">
                        <PageFrame kind="reading">
                          <PostPreviewScreen />
                        </PageFrame>
                      </RequireAccess>
                    ),
                  },
                  {
                    // Core §2 /edit/{postId}; /edit/new writes a new post.
                    path: "edit/:postId",
                    element: (
                      <RequireAccess rule="post">
                        <PageFrame kind="form">
                          <EditorScreen />
                        </PageFrame>
                      </RequireAccess>
                    ),
                  },
                  {
                    path: BEHALF_PATH,
                    element: (
                      <RequireAccess rule="feed">
                        <PageFrame kind="form">
                          <BehalfScreen />
                        </PageFrame>
                      </RequireAccess>
                    ),
                  },
                  ...PAGES_WITH_SIDEBARS.map(privatePage),
                ]),
              },
              {
                element: <MainLayout withSidebars={false} />,
                children: guarded([...ACCESS_FULL_SCREEN_ROUTES, ...FULL_SCREEN_PAGES.map(privatePage)]),
              },
            ],
          },
        ],
      },
      // Core §2: anything unknown falls to the feed.
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
