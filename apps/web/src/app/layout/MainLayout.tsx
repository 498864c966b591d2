import { Center, Loader } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useSession } from "../../features/session/index.ts";
import { AlertArea } from "../../features/shell/components/AlertArea.tsx";
import { AppNavbar } from "../../features/shell/components/AppNavbar.tsx";
import { Footer } from "../../features/shell/components/Footer.tsx";
import { MAIN_CONTENT_ID, SkipLinks } from "../../features/shell/components/SkipLinks.tsx";
import { useBrandColor } from "../../lib/brand.tsx";
import { SMALL_VIEWPORT_PX } from "../theme.ts";
import classes from "./MainLayout.module.css";

// The sidebars' widgets (channels, engagement, featured posts) load beside the feed, not before it:
// the first JavaScript carries what draws the navbar and the posts. On the feed of a wide screen the
// boot asks for them with its data calls (boot-prefetch.ts).
export const loadSidebars = () => import("../../features/shell/components/Sidebars.tsx");
const LeftSidebar = lazy(() => loadSidebars().then((m) => ({ default: m.LeftSidebar })));
const RightSidebar = lazy(() => loadSidebars().then((m) => ({ default: m.RightSidebar })));

/** Holds a sidebar's grid column while its code loads, so the feed never moves sideways. */
function SidebarSlot() {
  return <div />;
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}

/**
 * Core §2 main layout: alert area, skip links, navbar, (sidebars), main area, footer.
 * Full-screen areas (admin, profile, analytics…) drop the sidebars.
 */
export function MainLayout({ withSidebars }: { withSidebars: boolean }) {
  const { session } = useSession();
  // White label: the company's highlight colour is the app's primary colour.
  useBrandColor(session.company.HighlightColor);
  // Core §2: below 1100 px the channel list moves into the menu drawer and the page comes first.
  const wide = useMediaQuery(`(min-width: ${SMALL_VIEWPORT_PX / 16}em)`, true, {
    getInitialValueInEffect: false,
  });
  return (
    <div className={classes.shell}>
      <AlertArea />
      <SkipLinks withFeaturedPosts={withSidebars} />
      <AppNavbar />
      <div className={withSidebars ? classes.withSidebars : classes.fullScreen}>
        {withSidebars && wide && (
          <Suspense fallback={<SidebarSlot />}>
            <LeftSidebar />
          </Suspense>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        {withSidebars && !wide && (
          <Suspense fallback={null}>
            <LeftSidebar withChannels={false} />
          </Suspense>
        )}
        {withSidebars && (
          <Suspense fallback={<SidebarSlot />}>
            <RightSidebar />
          </Suspense>
        )}
      </div>
      <Footer />
    </div>
  );
}
