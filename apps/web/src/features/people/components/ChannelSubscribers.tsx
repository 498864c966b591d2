import { isManager } from "@chorus/shared/access/roles";
import type { Channel } from "@chorus/shared/channel/channel.contract";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import { Alert, Button, Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { useChannelSubscribers, usePeopleMutation } from "../api.ts";
import { pageCount } from "../people-rules.ts";
import { type PickedUser, UserPicker } from "./UserPicker.tsx";

const PAGE_SIZE = 20;

/** A channel's subscribers, a page at a time; administrators subscribe users in bulk; anyone managing it unsubscribes. */
export function ChannelSubscribers({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<PickedUser[]>([]);
  const subscribers = useChannelSubscribers(channel._id, page, PAGE_SIZE);
  const subscribe = usePeopleMutation(channelEndpoints.subscribeUsers);
  const unsubscribe = usePeopleMutation(channelEndpoints.unsubscribeUsers);
  const error = subscribers.error ?? subscribe.error ?? unsubscribe.error;
  const skipped = subscribe.data?.skippedList.length ?? 0;

  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {subscribe.isSuccess && (
        <Alert color="green" role="status">
          {t("people.saved")} {skipped > 0 ? `(${skipped} ✕)` : ""}
        </Alert>
      )}
      {isManager(session.role) && (
        <Group align="flex-end">
          <div style={{ flex: 1 }}>
            <UserPicker
              label={t("people.bulkSubscribe")}
              value={picked}
              onChange={setPicked}
              groupId={channel.groupId ?? undefined}
            />
          </div>
          <Button
            disabled={picked.length === 0}
            loading={subscribe.isPending}
            onClick={() =>
              subscribe.mutate(
                { params: { channelId: channel._id }, body: { userIdList: picked.map((u) => u._id) } },
                { onSuccess: () => setPicked([]) },
              )
            }
          >
            {t("people.bulkSubscribe")}
          </Button>
        </Group>
      )}
      <Text c="dimmed">
        {t("people.subscriberCount", { count: subscribers.data?.count ?? channel.subscriberCount })}
      </Text>
      <Table>
        <Table.Tbody>
          {(subscribers.data?.subscriberList ?? []).map((s) => (
            <Table.Tr key={s._id}>
              <Table.Td>
                {s.firstName} {s.lastName}
              </Table.Td>
              <Table.Td align="right">
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={channel.isMandatory}
                  onClick={() =>
                    unsubscribe.mutate({ params: { channelId: channel._id }, body: { userIdList: [s._id] } })
                  }
                >
                  {t("people.unsubscribe")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(subscribers.data?.count ?? 0) > PAGE_SIZE && (
        <Pagination
          total={pageCount(subscribers.data?.count ?? 0, PAGE_SIZE)}
          value={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
