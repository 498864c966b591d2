import { isManager } from "@chorus/shared/access/roles";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSession } from "../../session/index.ts";
import { useQueueCount } from "../api.ts";

/**
 * The Users area's pages (core §2 administration sub-menu): users, advanced invites, referral
 * invites, and the queue only while someone waits (count above 0, managers and group admins).
 */
export function UserPagesNav() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { pathname } = useLocation();
  const mayQueue = isManager(session.role) || session.role === "group_admin";
  const queueCount = useQueueCount(mayQueue);
  const links = [
    { to: "/user", label: t("invitation.usersTab") },
    { to: "/user/launch", label: t("invitation.advancedInvites") },
    { to: "/user/referrals", label: t("invitation.referralListTitle") },
    ...(mayQueue && (queueCount.data ?? 0) > 0
      ? [{ to: "/user/queue", label: `${t("invitation.queueTab")} (${queueCount.data})` }]
      : []),
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t("invitation.usersTab")}>
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="xs"
          variant={pathname === link.to ? "filled" : "default"}
          aria-current={pathname === link.to ? "page" : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
