import { ROLE_LABEL_KEY } from "@chorus/shared/access/roles";
import { Group, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { profileName } from "../../../lib/text.ts";
import { ScoreAvatar } from "../../achievement/index.ts";
import { useSession } from "../../session/index.ts";
import classes from "./AppNavbar.module.css";

/** What the profile menu's button shows: the score avatar, the name and the role (wide screens). */
export function ProfileButtonContent() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <Group gap="xs" wrap="nowrap">
      <ScoreAvatar />
      <div className={classes.profileText}>
        <Text size="sm" fw={600} lh={1.2}>
          {profileName(session.user)}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {t(ROLE_LABEL_KEY[session.role])}
        </Text>
      </div>
      <IconChevronDown size={14} aria-hidden />
    </Group>
  );
}
