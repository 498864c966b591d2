import { Avatar, Box, Group, RingProgress, Text, Tooltip } from "@mantine/core";
import { IconCoin, IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";

/**
 * Core §2 profile dropdown: the avatar inside a ring showing the influencer score (1–100), and the
 * coin count beside it (Stars where the company runs no rewards). Gamification off: the plain avatar.
 */
export function ScoreAvatar() {
  const { t } = useTranslation();
  const { session } = useSession();
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
      <Tooltip
        label={score === null ? t("achievement.noScore") : t("achievement.scoreRing", { score })}
        withinPortal
      >
        <Box pos="relative" w={44} h={44} data-testid="score-ring" data-score={score ?? ""}>
          <RingProgress
            size={44}
            thickness={3}
            roundCaps
            sections={score === null ? [] : [{ value: score, color: "chorus" }]}
            rootColor="gray.2"
            label={<Box style={{ display: "flex", justifyContent: "center" }}>{avatar}</Box>}
          />
        </Box>
      </Tooltip>
      <Group gap={2} wrap="nowrap" aria-label={label} data-testid="coin-count">
        {coins ? (
          <IconCoin size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : (
          <IconStar size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
        )}
        <Text size="sm" fw={600} aria-hidden>
          {amount.toLocaleString()}
        </Text>
      </Group>
    </Group>
  );
}
