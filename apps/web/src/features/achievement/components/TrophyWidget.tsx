import { TROPHY_LEVEL_LABEL } from "@chorus/shared/achievement/achievement.rules";
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMyAchievements } from "../api.ts";
import { TrophyBadge } from "./TrophyBadge.tsx";

const TrophyDialog = lazy(() => import("./TrophyDialog.tsx"));

/** Sidebar 'Your trophy' (core §2): the advocate and creator badges with their level, and what they mean. */
export function TrophyWidget() {
  const { t } = useTranslation();
  const achievements = useMyAchievements();
  const [explaining, setExplaining] = useState(false);

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="trophy-heading">
      <Stack gap="xs">
        <Title order={2} size="h5" id="trophy-heading">
          {t("achievement.widgetTitle")}
        </Title>
        {achievements.isPending ? (
          <Skeleton height={56} />
        ) : achievements.isError ? (
          <Text size="sm" c="dimmed">
            {t("achievement.loadFailed")}
          </Text>
        ) : (
          <Group gap="md" wrap="nowrap" data-testid="trophy-list">
            {achievements.data.trophyList.map((trophy) => (
              <Group key={trophy.name} gap={6} wrap="nowrap" data-testid={`trophy-${trophy.name}`}>
                <TrophyBadge name={trophy.name} level={trophy.level} size={36} />
                <div>
                  <Text size="sm" fw={600} lh={1.2}>
                    {t(`achievement.trophy.${trophy.name}`)}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.2} data-testid={`trophy-${trophy.name}-level`}>
                    {trophy.level === null ? t("achievement.locked") : TROPHY_LEVEL_LABEL[trophy.level]}
                  </Text>
                </div>
              </Group>
            ))}
          </Group>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => setExplaining(true)}>
          {t("achievement.howItWorks")}
        </Anchor>
      </Stack>
      {explaining && (
        <Suspense fallback={null}>
          <TrophyDialog opened={explaining} onClose={() => setExplaining(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
