import { UnstyledButton } from "@mantine/core";
import { memo, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { DeferredControl } from "../../../lib/DeferredControl.tsx";
import { onDemand } from "../../../lib/on-demand.ts";
import { fullName } from "../../../lib/text.ts";
import { useInviteColleagues } from "../../invitation/index.ts";
import { LazyLanguageSettingsModal } from "../../language/index.ts";
import { useSession } from "../../session/index.ts";
import classes from "./AppNavbar.module.css";
import { ProfileButtonContent } from "./ProfileButtonContent.tsx";

const fullMenu = onDemand(() => import("./ProfileMenuFull.tsx").then((m) => m.ProfileMenuFull));

/**
 * Core §2 profile dropdown. The button is drawn at once; the menu's code (Mantine Menu, floating-ui)
 * loads on its first hover, focus or click. The dialogs it opens live here, outside the menu, so
 * they outlive it.
 */
export const ProfileMenu = memo(function ProfileMenu() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [languageOpen, setLanguageOpen] = useState(false);
  const invite = useInviteColleagues();
  const label = t("profile.menuLabel", { name: fullName(session.user) });

  return (
    <>
      {languageOpen && (
        <Suspense fallback={null}>
          <LazyLanguageSettingsModal opened onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
      {invite.modals}
      <DeferredControl
        source={fullMenu}
        props={{
          canInvite: invite.canInvite,
          onInvite: invite.open,
          onLanguage: () => setLanguageOpen(true),
        }}
        renderLight={(wake) => (
          <UnstyledButton
            {...wake}
            className={classes.profileButton}
            aria-label={label}
            aria-haspopup="menu"
            aria-expanded={false}
          >
            <ProfileButtonContent />
          </UnstyledButton>
        )}
      />
    </>
  );
});
