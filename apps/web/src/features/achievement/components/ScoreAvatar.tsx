import { Avatar, Box, Group, Text } from "@mantine/core";
import { IconCoin, IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-locale.ts";
import { HoverTooltip } from "../../../lib/HoverTooltip.tsx";
import { useSession } from "../../session/index.ts";
import { ScoreRing } from "./ScoreRing.tsx";

/**
 * Core §2 profile dropdown: the avatar inside a ring showing the influencer score (1–100), and the
 * coin count beside it (Stars where the company runs no rewards). Gamification off: the plain avatar.
 */
export function ScoreAvatar() {
  const { t } = useTranslation();
  const { session } = useSession();
  const format = useFormat();
  const { user, company } = session;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const avatar = (
    <Avatar src={user.AvatarUrl} alt="" radius="xl" size={34} color="chorus">
      {initials}
    </Avatar>
  );
  if (company.isGamificationDisabled) return avatar;

  const score = company.isInfluencerScoreHidden ? null : user.smarpScore;
  const coins = company.RewardEnabled;
  const amount = coins ? user.Coin : user.Star;
  const label = coins
    ? t("achievement.coinCount", { count: amount })
    : t("achievement.starCount", { count: amount });
  return (
    <Group gap={6} wrap="nowrap">
      <HoverTooltip
        label={score === null ? t("achievement.noScore") : t("achievement.scoreRing", { score })}
        withinPortal
      >
        <Box pos="relative" w={44} h={44} data-testid="score-ring" data-score={score ?? ""}>
          <ScoreRing score={score}>{avatar}</ScoreRing>
        </Box>
      </HoverTooltip>
      <Group gap={2} wrap="nowrap" aria-label={label} data-testid="coin-count">
        {coins ? (
          <IconCoin size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : (
          <IconStar size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
        )}
        <Text size="sm" fw={600} aria-hidden>
          {format.number(amount)}
        </Text>
      </Group>
    </Group>
  );
}
