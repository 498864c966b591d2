import { TROPHY_LEVEL_LABEL } from "@chorus/shared/achievement/achievement.rules";
import { Badge, Group, Loader, Modal, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAvailableAchievements, useMyAchievements } from "../api.ts";
import { TrophyBadge } from "./TrophyBadge.tsx";

/** Core §2: the trophy explanation dialog, 920 wide: each trophy's levels, what they take, where I am. */
export default function TrophyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const available = useAvailableAchievements(opened);
  const mine = useMyAchievements();

  return (
    <Modal opened={opened} onClose={onClose} size={920} title={t("achievement.dialogTitle")}>
      {available.isPending ? (
        <Loader size="sm" />
      ) : available.isError ? (
        <Text c="red">{t("achievement.loadFailed")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          {available.data.trophyList.map((trophy) => {
            const my = mine.data?.trophyList.find((x) => x.name === trophy.name);
            const progress =
              my?.nextLevelCount && my.nextLevelCount > 0
                ? Math.min(100, (my.count / my.nextLevelCount) * 100)
                : 100;
            return (
              <Stack
                key={trophy.name}
                gap="sm"
                component="section"
                aria-label={t(`achievement.trophy.${trophy.name}`)}
              >
                <Group gap="sm">
                  <TrophyBadge name={trophy.name} level={my?.level ?? null} />
                  <div>
                    <Title order={3} size="h4">
                      {t(`achievement.trophy.${trophy.name}`)}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t(`achievement.explain.${trophy.name}`)}
                    </Text>
                  </div>
                </Group>
                {my && (
                  <Stack gap={4}>
                    <Text size="sm">
                      {my.nextLevel
                        ? t(`achievement.progress.${trophy.name}`, {
                            count: my.count,
                            next: my.nextLevelCount,
                            level: TROPHY_LEVEL_LABEL[my.nextLevel],
                          })
                        : t("achievement.topReached", { count: my.count })}
                    </Text>
                    <Progress value={progress} aria-label={t("achievement.progressLabel")} />
                  </Stack>
                )}
                <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
                  {trophy.levelList.map((level) => (
                    <Group key={level.level} component="li" justify="space-between" wrap="nowrap">
                      <Group gap="xs" wrap="nowrap">
                        <TrophyBadge name={trophy.name} level={level.level} size={24} />
                        <Text size="sm" tt="capitalize">
                          {level.label}
                        </Text>
                        {my?.level === level.level && (
                          <Badge size="xs" variant="light">
                            {t("achievement.yourLevel")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t(`achievement.threshold.${trophy.name}`, { count: level.count })}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Modal>
  );
}
