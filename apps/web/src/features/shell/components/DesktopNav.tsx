import type { PostCounters } from "@chorus/shared/post/post.contract";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { DeferredControl } from "../../../lib/DeferredControl.tsx";
import { onDemand } from "../../../lib/on-demand.ts";
import type { NavItem } from "../navigation.ts";
import classes from "./AppNavbar.module.css";
import { navGroupButtonProps } from "./NavGroupButton.tsx";

const groupMenu = onDemand(() => import("./NavGroupMenu.tsx").then((m) => m.NavGroupMenu));

/**
 * The wide navbar (1100 px and up): links and dropdowns of the shared navigation model. A dropdown's
 * code loads on the first hover, focus or click of its tab.
 */
export function DesktopNav({ items, counters }: { items: NavItem[]; counters?: PostCounters }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.main")} className={classes.desktopNav}>
      <ul className={classes.tabList}>
        {items.map((item) => (
          <li key={item.key}>
            {item.kind === "link" ? (
              <Button component={NavLink} to={item.to} variant="subtle" color="dark" className={classes.tab}>
                {t(item.labelKey)}
              </Button>
            ) : (
              <DeferredControl
                source={groupMenu}
                props={{ item, counters }}
                renderLight={(wake) => (
                  <Button
                    {...wake}
                    {...navGroupButtonProps(t(item.labelKey))}
                    aria-haspopup="menu"
                    aria-expanded={false}
                  />
                )}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
