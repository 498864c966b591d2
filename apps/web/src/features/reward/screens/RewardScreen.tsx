import { showsRewards } from "@chorus/shared/company/company-effects.rules";
import type { Reward } from "@chorus/shared/reward/reward.contract";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { IconCoin } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../session/index.ts";
import { useDeleteReward, useMyRedemptions, useRedeem, useRedemptions, useRewards } from "../api.ts";
import { RedemptionTable } from "../components/RedemptionTable.tsx";
import { RewardForm } from "../components/RewardForm.tsx";

type RequestFilter = "pending" | "approved" | "rejected" | "all";

/**
 * /reward: what Coins buy. Everyone browses and redeems (a request an admin decides); managers add,
 * edit and remove rewards and decide the requests. Only while the company runs rewards.
 */
export default function RewardScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!showsRewards(session.company))
    return (
      <>
        <Title order={1} size="h2">
          {t("reward.title")}
        </Title>
        <Text c="dimmed" mt="md">
          {t("reward.disabled")}
        </Text>
      </>
    );
  return <RewardPage />;
}

function RewardPage() {
  const { t } = useTranslation();
  const rewards = useRewards();
  const mine = useMyRedemptions();
  const canManage = rewards.data?.canManage ?? false;
  const [filter, setFilter] = useState<RequestFilter>("pending");
  const requests = useRedemptions(filter, canManage);
  const [editing, setEditing] = useState<Reward | "new" | null>(null);
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const redeem = useRedeem();
  const remove = useDeleteReward();
  const coins = rewards.data?.Coin ?? 0;

  const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : t("error.generic"));

  return (
    <>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t("reward.title")}
          </Title>
          <Group gap="sm">
            <Badge size="lg" variant="light" leftSection={<IconCoin size={16} />} data-testid="my-coins">
              {t("reward.myCoins", { count: coins })}
            </Badge>
            {canManage && <Button onClick={() => setEditing("new")}>{t("reward.create")}</Button>}
          </Group>
        </Group>
        <Tabs defaultValue="catalogue" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="catalogue">{t("reward.tabs.catalogue")}</Tabs.Tab>
            <Tabs.Tab value="mine">{t("reward.tabs.mine")}</Tabs.Tab>
            {canManage && <Tabs.Tab value="requests">{t("reward.tabs.requests")}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="catalogue" pt="md">
            {rewards.isPending ? (
              <Loader />
            ) : rewards.isError ? (
              <Alert color="red">{rewards.error.message}</Alert>
            ) : rewards.data.rewardList.length === 0 ? (
              <Text c="dimmed">{t("reward.empty")}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {rewards.data.rewardList.map((reward) => {
                  const soldOut = reward.stock === 0;
                  const short = reward.price > coins;
                  return (
                    <Card
                      key={reward._id}
                      withBorder
                      radius="md"
                      padding="md"
                      component="article"
                      aria-label={reward.title}
                    >
                      {reward.imageUrl && (
                        <Card.Section>
                          <Image src={reward.imageUrl} alt="" h={140} fit="cover" />
                        </Card.Section>
                      )}
                      <Stack gap={6} mt={reward.imageUrl ? "sm" : 0}>
                        <Group justify="space-between" wrap="nowrap">
                          <Title order={2} size="h4" lineClamp={2}>
                            {reward.title}
                          </Title>
                          {!reward.isActive && <Badge color="gray">{t("reward.inactive")}</Badge>}
                        </Group>
                        <Text size="sm" c="dimmed" lineClamp={3}>
                          {reward.description}
                        </Text>
                        <Group gap="xs">
                          <Badge leftSection={<IconCoin size={14} />}>
                            {t("reward.coins", { count: reward.price })}
                          </Badge>
                          {reward.stock !== null && (
                            <Text size="xs" c={soldOut ? "red" : "dimmed"}>
                              {soldOut ? t("reward.soldOut") : t("reward.left", { count: reward.stock })}
                            </Text>
                          )}
                        </Group>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            disabled={soldOut || short || !reward.isActive}
                            onClick={() => setConfirming(reward)}
                          >
                            {t("reward.redeem")}
                          </Button>
                          {short && !soldOut && (
                            <Text size="xs" c="dimmed">
                              {t("reward.missing", { count: reward.price - coins })}
                            </Text>
                          )}
                          {canManage && (
                            <>
                              <Button size="xs" variant="subtle" onClick={() => setEditing(reward)}>
                                {t("reward.edit")}
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                loading={remove.isPending && remove.variables === reward._id}
                                onClick={() => remove.mutate(reward._id, { onError: failed })}
                              >
                                {t("reward.delete")}
                              </Button>
                            </>
                          )}
                        </Group>
                      </Stack>
                    </Card>
                  );
                })}
              </SimpleGrid>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="mine" pt="md">
            {mine.isPending ? (
              <Loader />
            ) : (
              <RedemptionTable list={mine.data?.redemptionList ?? []} manage={false} />
            )}
          </Tabs.Panel>
          {canManage && (
            <Tabs.Panel value="requests" pt="md">
              <Stack gap="sm">
                <SegmentedControl
                  value={filter}
                  onChange={(value) => setFilter(value as RequestFilter)}
                  aria-label={t("reward.requests.filter")}
                  data={(["pending", "approved", "rejected", "all"] as const).map((value) => ({
                    value,
                    label: t(`reward.status.${value}`),
                  }))}
                />
                {requests.isPending ? (
                  <Loader />
                ) : (
                  <RedemptionTable list={requests.data?.redemptionList ?? []} manage />
                )}
              </Stack>
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("reward.confirm.title")}
      >
        {confirming && (
          <Stack gap="md">
            <Text>{t("reward.confirm.text", { title: confirming.title, count: confirming.price })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t("reward.confirm.cancel")}
              </Button>
              <Button
                loading={redeem.isPending}
                onClick={() =>
                  redeem.mutate(confirming._id, {
                    onSuccess: () => {
                      notify.success(t("reward.requested", { title: confirming.title }));
                      setConfirming(null);
                    },
                    onError: failed,
                  })
                }
              >
                {t("reward.confirm.submit")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("reward.create") : t("reward.edit")}
        size="lg"
      >
        {editing !== null && (
          <RewardForm initial={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </>
  );
}
