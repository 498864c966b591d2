import { Center, Loader } from "@mantine/core";
import { Suspense, startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useSession } from "../../features/session/index.ts";
import { AlertArea } from "../../features/shell/components/AlertArea.tsx";
import { AppNavbar } from "../../features/shell/components/AppNavbar.tsx";
import { Footer } from "../../features/shell/components/Footer.tsx";
import { MAIN_CONTENT_ID, SkipLinks } from "../../features/shell/components/SkipLinks.tsx";
import { useBrandColor } from "../../lib/brand.tsx";
import { renderPhaseNow } from "../../lib/first-render.ts";
import { NearViewport } from "../../lib/NearViewport.tsx";
import { onDemand } from "../../lib/on-demand.ts";
import { useWideLayout } from "../../lib/use-wide-layout.ts";
import classes from "./MainLayout.module.css";

// The sidebars' widgets (channels, engagement, featured posts) load beside the feed, not before it:
// the first JavaScript carries what draws the navbar and the posts. On the feed of a wide screen the
// boot asks for them with its data calls (boot-prefetch.ts).
const sidebars = onDemand(() => import("../../features/shell/components/Sidebars.tsx"));
export const loadSidebars = () => sidebars.load();

/**
 * The sidebars' module: drawn in the same render when it has already arrived (the boot asks for it
 * early), else in a transition once it does. Not React.lazy: a lazy component suspends on its first
 * render even when its code is there, and React reveals a retried boundary up to 300 ms later — the
 * featured post's image (the desktop's largest paint) came after every card of the feed.
 */
function useSidebars() {
  // The server draws the columns' slots; the browser fills them once it has hydrated that markup.
  const [module, setModule] = useState(() => (renderPhaseNow() === "client" ? sidebars.current() : null));
  useEffect(() => {
    if (module) return;
    const show = () => startTransition(() => setModule(sidebars.current()));
    const unsubscribe = sidebars.subscribe(show);
    // A failure leaves the columns empty and the page usable; the next page asks again.
    sidebars.load().catch(() => undefined);
    if (sidebars.current()) show();
    return unsubscribe;
  }, [module]);
  return module;
}

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
  const Sidebars = useSidebars();
  // White label: the company's highlight colour is the app's primary colour.
  useBrandColor(session.company.HighlightColor);
  // Core §2: below 1100 px the channel list moves into the menu drawer and the page comes first; the
  // widgets and the featured posts follow the (endless) feed, drawn only once scrolled near.
  const wide = useWideLayout();
  return (
    <div className={classes.shell}>
      <AlertArea />
      <SkipLinks withFeaturedPosts={withSidebars} />
      <AppNavbar />
      <div className={withSidebars ? classes.withSidebars : classes.fullScreen}>
        {withSidebars && wide && (Sidebars ? <Sidebars.LeftSidebar /> : <SidebarSlot />)}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        {withSidebars && !wide && Sidebars && (
          <NearViewport>
            <Sidebars.LeftSidebar withChannels={false} />
          </NearViewport>
        )}
        {withSidebars && (Sidebars ? <Sidebars.RightSidebar belowTheFeed={!wide} /> : <SidebarSlot />)}
      </div>
      <Footer />
    </div>
  );
}
