import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";

/** Core §2 'Earn more points': what each deed earns here, from the company's settings. */
export function EarnPointsWidget() {
  const { t } = useTranslation();
  const { company } = useSession().session;
  const ways = [
    ...company.SocnetOrderedSet.filter((network) => network.SharingPoint > 0).map((network) => ({
      key: `share-${network.Name}`,
      label: t("achievement.earn.share", { network: network.Name }),
      points: network.SharingPoint,
    })),
    { key: "click", label: t("achievement.earn.click"), points: company.uniqueClickPoint },
    { key: "propose", label: t("achievement.earn.propose"), points: company.proposePostPoint },
    { key: "invite", label: t("achievement.earn.invite"), points: company.invitePoint },
  ].filter((way) => way.points > 0);
  if (ways.length === 0) return null;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="earn-heading">
      <Stack gap="xs">
        <Title order={2} size="h5" id="earn-heading">
          {t("achievement.earn.title")}
        </Title>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {ways.map((way) => (
            <Group key={way.key} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">{way.label}</Text>
              <Text size="sm" fw={600}>
                {t("achievement.earn.points", { count: way.points })}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
