import type { MailingCampaign } from "@chorus/shared/mailing/mailing.contract";
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBounced } from "../api.ts";

const FIGURES = ["recipients", "delivered", "pending", "bounced", "opens", "clicks", "unsubscribes"] as const;

/** After sending: delivered, bounced, opens, clicks and unsubscribes, and the bounced addresses. */
export function CampaignResults({ campaign }: { campaign: MailingCampaign }) {
  const { t } = useTranslation();
  const bounced = useBounced(campaign._id, campaign.stats.bounced > 0);
  return (
    <Stack gap="sm">
      <Title order={3}>{t("newsletter.results")}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {FIGURES.map((key) => (
          <Card key={key} withBorder padding="sm" data-testid={`stat-${key}`}>
            <Text size="xs" c="dimmed">
              {t(`newsletter.stat.${key}`)}
            </Text>
            <Text size="xl" fw={700}>
              {campaign.stats[key]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {(bounced.data?.bouncedList.length ?? 0) > 0 && (
        <Table aria-label={t("newsletter.bouncedAddresses")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("newsletter.bouncedAddresses")}</Table.Th>
              <Table.Th>{t("newsletter.reason")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bounced.data?.bouncedList.map((b) => (
              <Table.Tr key={b.email}>
                <Table.Td>{b.email}</Table.Td>
                <Table.Td>{b.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group />
    </Stack>
  );
}
