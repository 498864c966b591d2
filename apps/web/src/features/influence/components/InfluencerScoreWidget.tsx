import { INFLUENCE_BANDS, influenceBand } from "@chorus/shared/influence/influence.rules";
import { Badge, Button, Group, Modal, Paper, RingProgress, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/index.ts";

/**
 * Core §2 'My Influencer Score' (beta): the score of the daily job, its band, 'How it works' and
 * 'View my insights' (the profile dashboard). Hidden while there is no score, or where the company hides it.
 */
export function InfluencerScoreWidget() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [explaining, setExplaining] = useState(false);
  const score = session.user.smarpScore;
  if (score === null || session.company.isInfluencerScoreHidden) return null;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="influence-heading">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5" id="influence-heading">
            {t("influence.title")}
          </Title>
          <Badge size="xs" variant="light">
            {t("influence.beta")}
          </Badge>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <RingProgress
            size={72}
            thickness={6}
            roundCaps
            sections={[{ value: score, color: "chorus" }]}
            label={
              <Text ta="center" fw={700} size="lg" data-testid="influence-score">
                {score}
              </Text>
            }
          />
          <Text size="sm">{t("influence.band", { band: influenceBand(score) })}</Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setExplaining(true)}>
            {t("influence.howItWorks")}
          </Button>
          <Button size="xs" variant="subtle" component={Link} to="/profile/dashboard">
            {t("influence.viewInsights")}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={explaining}
        onClose={() => setExplaining(false)}
        title={t("influence.howTitle")}
        size="lg"
      >
        <Stack gap="sm">
          <Text size="sm">{t("influence.howText")}</Text>
          <Text size="sm">{t("influence.howFormula")}</Text>
          <Table aria-label={t("influence.bandsLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("influence.scoreColumn")}</Table.Th>
                <Table.Th>{t("influence.bandColumn")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {INFLUENCE_BANDS.map((band, index) => {
                const upper = index === 0 ? 100 : (INFLUENCE_BANDS[index - 1]?.min ?? 101) - 1;
                return (
                  <Table.Tr key={band.label} fw={influenceBand(score) === band.label ? 700 : undefined}>
                    <Table.Td>{`${band.min}–${upper}`}</Table.Td>
                    <Table.Td>{band.label}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      </Modal>
    </Paper>
  );
}
