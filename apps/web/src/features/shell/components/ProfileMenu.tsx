import { ROLE_LABEL_KEY, type Role } from "@chorus/shared/access/roles";
import { showsMobileAppLink } from "@chorus/shared/company/company-effects.rules";
import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAlerts } from "../../../lib/alerts.tsx";
import { feedPath } from "../../../lib/feed-type.ts";
import { fullName, profileName } from "../../../lib/text.ts";
import { ScoreAvatar } from "../../achievement/index.ts";
import { useInviteColleagues } from "../../invitation/index.ts";
import { LazyLanguageSettingsModal } from "../../language/index.ts";
import { useLogout, useSession, useSwitchRole } from "../../session/index.ts";
import classes from "./AppNavbar.module.css";

/** Core §2 profile dropdown. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { user, company } = session;
  const logout = useLogout();
  const switchRole = useSwitchRole();
  const { showAlert } = useAlerts();
  const roles = user.switchableRoleList;
  const [languageOpen, setLanguageOpen] = useState(false);

  function handleSwitchRole(value: string) {
    const role = roles.find((candidate) => candidate === value);
    if (!role || role === session.role) return;
    switchRole.mutate(role, {
      // Core §8: role switch errors are shown as an alert.
      onError: (error) => showAlert(t("profile.switchRoleFailed", { message: error.message })),
    });
  }

  const invite = useInviteColleagues();

  return (
    <>
      {languageOpen && (
        <Suspense fallback={null}>
          <LazyLanguageSettingsModal opened onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
      {invite.modals}
      <Menu position="bottom-end" shadow="md" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton
            className={classes.profileButton}
            aria-label={t("profile.menuLabel", { name: fullName(user) })}
          >
            <Group gap="xs" wrap="nowrap">
              <ScoreAvatar />
              <div className={classes.profileText}>
                <Text size="sm" fw={600} lh={1.2}>
                  {profileName(user)}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {t(ROLE_LABEL_KEY[session.role])}
                </Text>
              </div>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/profile/settings">
            {t("profile.accountSettings")}
          </Menu.Item>
          <Menu.Item component={Link} to="/profile/dashboard">
            {t("profile.dashboard")}
          </Menu.Item>
          {invite.canInvite && <Menu.Item onClick={invite.open}>{t("profile.inviteColleagues")}</Menu.Item>}
          <Menu.Item onClick={() => setLanguageOpen(true)}>{t("profile.languageSettings")}</Menu.Item>
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
    </>
  );
}
