import type { PostCounters } from "@chorus/shared/post/post.contract";
import { Burger } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { onDemand, useOnDemand } from "../../../lib/on-demand.ts";
import { useInviteColleagues } from "../../invitation/index.ts";
import { LazyLanguageSettingsModal } from "../../language/index.ts";
import type { NavItem } from "../navigation.ts";
import classes from "./AppNavbar.module.css";

const drawer = onDemand(() => import("./MobileNavDrawer.tsx").then((m) => m.MobileNavDrawer));

/**
 * Core §2: below 1100 px the navbar collapses into a menu drawer. The burger is drawn at once; the
 * drawer's code (Mantine's Drawer, focus trap, scroll lock) loads on the burger's first touch,
 * hover or focus, and a tap before it has arrived opens the drawer when it does.
 */
export function MobileNav({ items, counters }: { items: NavItem[]; counters?: PostCounters }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const invite = useInviteColleagues();
  const [Drawer, requestDrawer] = useOnDemand(drawer);
  // The drawer mounts closed and opens a render later: Mantine notes the focused element (the
  // burger, to give the focus back on close) when `opened` turns true, not when it mounts open.
  const [drawerMounted, setDrawerMounted] = useState(false);
  useEffect(() => {
    if (Drawer) setDrawerMounted(true);
  }, [Drawer]);

  return (
    <div className={classes.mobileNav}>
      {languageOpen && (
        <Suspense fallback={null}>
          <LazyLanguageSettingsModal opened onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
      {invite.modals}
      <Burger
        opened={opened}
        onClick={() => {
          requestDrawer();
          toggle();
        }}
        onPointerEnter={requestDrawer}
        onFocus={requestDrawer}
        onTouchStart={requestDrawer}
        aria-label={t(opened ? "nav.closeMenu" : "nav.openMenu")}
        aria-expanded={opened}
        size="sm"
      />
      {Drawer && (
        <Drawer
          opened={opened && drawerMounted}
          onClose={close}
          items={items}
          counters={counters}
          canInvite={invite.canInvite}
          onInvite={invite.open}
          onLanguage={() => setLanguageOpen(true)}
        />
      )}
    </div>
  );
}
