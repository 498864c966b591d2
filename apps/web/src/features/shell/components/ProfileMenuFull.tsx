import { ROLE_LABEL_KEY, type Role } from "@chorus/shared/access/roles";
import { showsMobileAppLink } from "@chorus/shared/company/company-effects.rules";
import { Menu, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAlerts } from "../../../lib/alerts.tsx";
import { type ArrivalProps, useOpenedAfterArrival } from "../../../lib/DeferredControl.tsx";
import { feedPath } from "../../../lib/feed-type.ts";
import { fullName } from "../../../lib/text.ts";
import { useLogout, useSession, useSwitchRole } from "../../session/index.ts";
import classes from "./AppNavbar.module.css";
import { ProfileButtonContent } from "./ProfileButtonContent.tsx";

export interface ProfileMenuActions {
  canInvite: boolean;
  onInvite(): void;
  onLanguage(): void;
}

/**
 * Core §2 profile dropdown, with Mantine's Menu: loaded on the first hover, focus or click of the
 * profile button (ProfileMenu.tsx draws the button until then).
 */
export function ProfileMenuFull({
  canInvite,
  onInvite,
  onLanguage,
  openOnArrival,
  triggerRef,
}: ProfileMenuActions & ArrivalProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { user, company } = session;
  const logout = useLogout();
  const switchRole = useSwitchRole();
  const { showAlert } = useAlerts();
  const roles = user.switchableRoleList;
  const [opened, setOpened] = useOpenedAfterArrival(openOnArrival);

  function handleSwitchRole(value: string) {
    const role = roles.find((candidate) => candidate === value);
    if (!role || role === session.role) return;
    switchRole.mutate(role, {
      // Core §8: role switch errors are shown as an alert.
      onError: (error) => showAlert(t("profile.switchRoleFailed", { message: error.message })),
    });
  }

  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton
          ref={triggerRef}
          className={classes.profileButton}
          aria-label={t("profile.menuLabel", { name: fullName(user) })}
        >
          <ProfileButtonContent />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile/settings">
          {t("profile.accountSettings")}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/dashboard">
          {t("profile.dashboard")}
        </Menu.Item>
        {canInvite && <Menu.Item onClick={onInvite}>{t("profile.inviteColleagues")}</Menu.Item>}
        <Menu.Item onClick={onLanguage}>{t("profile.languageSettings")}</Menu.Item>
        <Menu.Item component={Link} to={feedPath("bookmark")}>
          {t("profile.bookmarks")}
        </Menu.Item>
        {roles.length > 1 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t("profile.switchRole")}</Menu.Label>
            <Menu.RadioGroup value={session.role} onChange={handleSwitchRole}>
              {roles.map((role: Role) => (
                <Menu.RadioItem key={role} value={role} disabled={switchRole.isPending} closeMenuOnClick>
                  {t(ROLE_LABEL_KEY[role])}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/help">
          {t("profile.help")}
        </Menu.Item>
        {company.isTosEnabled && (
          <>
            <Menu.Item component={Link} to="/terms-of-service">
              {t("profile.termsOfService")}
            </Menu.Item>
            <Menu.Item component={Link} to="/privacy-policy">
              {t("profile.privacyPolicy")}
            </Menu.Item>
          </>
        )}
        <Menu.Item onClick={logout}>{t("profile.logout")}</Menu.Item>
        {showsMobileAppLink(company) && (
          <Menu.Item component={Link} to="/apps">
            {t("profile.getTheApp")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
