import type { TrophyLevel, TrophyName } from "@chorus/shared/achievement/achievement.rules";
import { ThemeIcon } from "@mantine/core";
import { IconAward, IconLock, IconPencilStar } from "@tabler/icons-react";

/** A level's colour, from bronze to gold; grey for a locked badge. */
const LEVEL_COLOR: Record<TrophyLevel, string> = {
  junior: "orange.4",
  intermediate: "orange.7",
  senior: "gray.5",
  expert: "cyan.6",
  vp: "yellow.5",
  chief: "yellow.7",
};

/** The trophy's badge: its icon in the level's colour, or a lock when no level is reached. */
export function TrophyBadge({
  name,
  level,
  size = 44,
}: {
  name: TrophyName;
  level: TrophyLevel | null;
  size?: number;
}) {
  const Icon = level === null ? IconLock : name === "advocate" ? IconAward : IconPencilStar;
  return (
    <ThemeIcon size={size} radius="xl" color={level === null ? "gray.4" : LEVEL_COLOR[level]} aria-hidden>
      <Icon size={size * 0.6} />
    </ThemeIcon>
  );
}
