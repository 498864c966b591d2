import type { Channel } from "@chorus/shared/channel/channel.contract";
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconLock, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { feedSearch } from "../../../lib/feed-params.ts";
import { notify } from "../../../lib/notify.ts";
import { useChannelGroups, useSetSubscription } from "../api.ts";
import {
  ALL_GROUPS,
  type ChannelFilter,
  filterChannelGroups,
  groupKey,
  isEssential,
  type SubscriptionFilter,
} from "../channel-filter.ts";

/** Core §2: the channel modal is 750 wide. */
export const CUSTOMIZE_MODAL_WIDTH = 750;

/** Customize My Feed: search, filter, subscribe and unsubscribe. Loaded on demand. */
export default function CustomizeFeedModal({
  opened,
  onClose,
  search = "",
}: {
  opened: boolean;
  onClose: () => void;
  /** Opens with this search typed in (a new_channel_created notification names the channel). */
  search?: string;
}) {
  const { t } = useTranslation();
  const groups = useChannelGroups(opened);
  const subscription = useSetSubscription();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ChannelFilter>({
    search,
    subscription: "all",
    groupId: ALL_GROUPS,
  });
  const [confirming, setConfirming] = useState<Channel | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const visible = filterChannelGroups(groups.data ?? [], filter);
  const groupOptions = [
    { value: ALL_GROUPS, label: t("channel.customize.allGroups") },
    ...(groups.data ?? []).map((group) => ({ value: groupKey(group.groupId), label: group.groupName })),
  ];

  const change = (channel: Channel, subscribe: boolean) => {
    if (subscription.isPending) return;
    setPendingId(channel._id);
    subscription.mutate(
      { channelId: channel._id, subscribe },
      {
        onSuccess: () => {
          // Core §4: unsubscribing from the selected channel clears the selection.
          if (!subscribe && params.get("channelId") === channel._id) {
            void navigate(feedSearch(params, { channelId: null }), { replace: true });
          }
        },
        onError: (error) => notify.error(isApiError(error) ? error.message : t("channel.subscriptionFailed")),
        onSettled: () => setPendingId(null),
      },
    );
  };

  const handleToggle = (channel: Channel) => {
    if (isEssential(channel) && channel.subscriptionStatus) return;
    if (channel.subscriptionStatus && channel.isPrivate) {
      setConfirming(channel);
      return;
    }
    change(channel, !channel.subscriptionStatus);
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        size={CUSTOMIZE_MODAL_WIDTH}
        title={t("channel.customize.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <TextInput
            label={t("channel.customize.searchLabel")}
            placeholder={t("channel.customize.searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.currentTarget.value })}
            data-autofocus
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label={t("channel.customize.subscriptionFilter")}
              value={filter.subscription}
              onChange={(value) => setFilter({ ...filter, subscription: value as SubscriptionFilter })}
              data={[
                { value: "all", label: t("channel.customize.allChannels") },
                { value: "subscribed", label: t("channel.customize.subscribed") },
                { value: "unsubscribed", label: t("channel.customize.unsubscribed") },
              ]}
            />
            {groupOptions.length > 2 && (
              <Select
                aria-label={t("channel.customize.groupFilter")}
                data={groupOptions}
                value={filter.groupId}
                onChange={(value) => setFilter({ ...filter, groupId: value ?? ALL_GROUPS })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Group>

          {groups.isPending && <Loader size="sm" aria-label={t("common.loading")} />}
          {groups.isError && (
            <Alert color="red">
              <Group gap="xs">
                {t("channel.loadFailed")}
                <Button size="xs" variant="light" onClick={() => void groups.refetch()}>
                  {t("common.retry")}
                </Button>
              </Group>
            </Alert>
          )}
          {groups.isSuccess && visible.length === 0 && <Text c="gray.7">{t("channel.customize.empty")}</Text>}
          {visible.map((group) => (
            <Stack key={groupKey(group.groupId)} gap="xs" component="section" aria-label={group.groupName}>
              <Title order={3} size="h6" c="gray.7" tt="uppercase">
                {group.groupName}
              </Title>
              <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {group.channelList.map((channel) => (
                  <ChannelRow
                    key={channel._id}
                    channel={channel}
                    pending={pendingId === channel._id}
                    onToggle={() => handleToggle(channel)}
                  />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Modal>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("channel.unsubscribePrivate.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
        zIndex={400}
      >
        <Stack gap="md">
          <Text size="sm">{t("channel.unsubscribePrivate.text", { channel: confirming?.name ?? "" })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t("channel.unsubscribePrivate.no")}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirming) change(confirming, false);
                setConfirming(null);
              }}
            >
              {t("channel.unsubscribePrivate.yes")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ChannelRow({
  channel,
  pending,
  onToggle,
}: {
  channel: Channel;
  pending: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const essential = isEssential(channel) && channel.subscriptionStatus;
  const label = t(channel.subscriptionStatus ? "channel.unsubscribe" : "channel.subscribe");
  const ariaLabel = t(channel.subscriptionStatus ? "channel.unsubscribeFrom" : "channel.subscribeTo", {
    channel: channel.name,
  });

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {channel.name}
          </Text>
          {channel.isPrivate && <IconLock size={14} aria-label={t("channel.private")} />}
        </Group>
        {channel.description && (
          <Text size="xs" c="gray.7" lineClamp={2}>
            {channel.description}
          </Text>
        )}
      </Stack>
      {essential ? (
        // A disabled button gets no pointer events, so the tooltip sits on a focusable aria-disabled one.
        <Tooltip
          label={t("channel.essential")}
          events={{ hover: true, focus: true, touch: true }}
          withinPortal
        >
          <Button
            size="xs"
            variant="default"
            data-disabled
            aria-disabled
            aria-label={ariaLabel}
            onClick={(event) => event.preventDefault()}
            style={{ flexShrink: 0 }}
          >
            {label}
          </Button>
        </Tooltip>
      ) : (
        <Button
          size="xs"
          variant={channel.subscriptionStatus ? "default" : "filled"}
          onClick={onToggle}
          loading={pending}
          aria-label={ariaLabel}
          style={{ flexShrink: 0 }}
        >
          {label}
        </Button>
      )}
    </Group>
  );
}
