import { isManager } from "@chorus/shared/access/roles";
import type { Channel } from "@chorus/shared/channel/channel.contract";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import { Alert, Badge, Button, Drawer, Group, Stack, Switch, Table, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSession } from "../../session/index.ts";
import { useCompanyManagedChannels, useGroups, usePeopleMutation } from "../api.ts";
import { BlockedWordsForm } from "../components/BlockedWordsForm.tsx";
import { ChannelForm } from "../components/ChannelForm.tsx";
import { ChannelSubscribers } from "../components/ChannelSubscribers.tsx";
import { CompanyDefaultChannels } from "../components/CompanyDefaultChannels.tsx";
import { useAllChannels } from "../components/GroupSettings.tsx";

/**
 * /company/{companyId}/channel — My Channels: managers see every channel of the company, channel
 * managers the channels they manage. Create, edit, switch on/off, subscribers; default channels
 * and the blocked words for admins. The company is the path's: a smarper opening another
 * company's page from the Companies list manages THAT company's channels (through
 * /api/company/{companyId}/channel…); its subscribers, blocked words, groups and people are that
 * company's own lists, which the session's calls do not reach, so they are left out there.
 */
export function MyChannelsScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { companyId = session.company._id } = useParams();
  const elsewhere = companyId !== session.company._id;
  const manager = isManager(session.role);
  const own = useAllChannels(!elsewhere);
  const there = useCompanyManagedChannels(companyId, elsewhere);
  const channels = elsewhere ? there : own;
  const groups = useGroups(manager && !elsewhere && session.company.isGroupEnabled);
  const setOwnStatus = usePeopleMutation(channelEndpoints.setStatus);
  const setStatusThere = usePeopleMutation(channelEndpoints.companySetStatus);
  const setStatus = elsewhere ? setStatusThere : setOwnStatus;
  const [editing, setEditing] = useState<Channel | "new" | null>(null);
  const [subscribers, setSubscribers] = useState<Channel | null>(null);
  const mine = (channels.data ?? []).filter((c) => manager || c.isManager);
  // Groups are the session company's list: shown for one's own company only.
  const showGroups = !elsewhere && session.company.isGroupEnabled;
  const groupName = (id: string | null) =>
    id === null ? t("people.companyWide") : (groups.data?.groupList.find((g) => g._id === id)?.name ?? "");

  const list = (
    <Stack>
      {(channels.error ?? setStatus.error) && (
        <Alert color="red" role="alert">
          {(channels.error ?? setStatus.error)?.message}
        </Alert>
      )}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("people.channelName")}</Table.Th>
            {showGroups && <Table.Th>{t("people.channelGroup")}</Table.Th>}
            <Table.Th>{t("people.subscribers")}</Table.Th>
            <Table.Th>{t("people.active")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mine.map((channel) => (
            <Table.Tr key={channel._id} data-testid="channel-row">
              <Table.Td>
                {channel.name}
                {channel.isPrivate && (
                  <Badge ml="xs" size="xs" variant="light">
                    {t("people.private")}
                  </Badge>
                )}
                {channel.isMandatory && (
                  <Badge ml="xs" size="xs" color="orange" variant="light">
                    {t("people.mandatory")}
                  </Badge>
                )}
              </Table.Td>
              {showGroups && <Table.Td>{groupName(channel.groupId)}</Table.Td>}
              <Table.Td>{t("people.subscriberCount", { count: channel.subscriberCount })}</Table.Td>
              <Table.Td>
                <Switch
                  checked={channel.isActive}
                  aria-label={channel.isActive ? t("people.switchOff") : t("people.switchOn")}
                  onChange={(e) => {
                    const body = { isActive: e.currentTarget.checked };
                    if (elsewhere)
                      setStatusThere.mutate({ params: { companyId, channelId: channel._id }, body });
                    else setOwnStatus.mutate({ params: { channelId: channel._id }, body });
                  }}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {!elsewhere && (
                    <Button size="xs" variant="light" onClick={() => setSubscribers(channel)}>
                      {t("people.subscribers")}
                    </Button>
                  )}
                  <Button size="xs" variant="default" onClick={() => setEditing(channel)}>
                    {t("people.edit")}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {channels.isSuccess && mine.length === 0 && <Text c="dimmed">{t("people.noChannels")}</Text>}
    </Stack>
  );

  return (
    <>
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t("people.channelsTitle")}</Title>
          {manager && <Button onClick={() => setEditing("new")}>{t("people.newChannel")}</Button>}
        </Group>
        {manager ? (
          <Tabs defaultValue="channels" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="channels">{t("people.channelsTitle")}</Tabs.Tab>
              <Tabs.Tab value="defaults">{t("people.companyDefaults")}</Tabs.Tab>
              {!elsewhere && <Tabs.Tab value="blocked">{t("people.blockedWords")}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="channels" pt="md">
              {list}
            </Tabs.Panel>
            <Tabs.Panel value="defaults" pt="md">
              <CompanyDefaultChannels companyId={companyId} channels={channels.data ?? []} />
            </Tabs.Panel>
            {!elsewhere && (
              <Tabs.Panel value="blocked" pt="md">
                <BlockedWordsForm />
              </Tabs.Panel>
            )}
          </Tabs>
        ) : (
          list
        )}
      </Stack>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing === "new" ? t("people.newChannel") : (editing?.name ?? "")}
      >
        {editing !== null && (
          <ChannelForm
            channel={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
            {...(elsewhere && { companyId })}
          />
        )}
      </Drawer>
      <Drawer
        opened={subscribers !== null}
        onClose={() => setSubscribers(null)}
        position="right"
        size="lg"
        title={subscribers?.name ?? ""}
      >
        {subscribers && <ChannelSubscribers channel={subscribers} />}
      </Drawer>
    </>
  );
}
