import { browserHref } from "@chorus/shared/http/endpoint";
import type { ContentFeed } from "@chorus/shared/integrations/integrations.contract";
import { slackBrowserRoutes } from "@chorus/shared/integrations/integrations.endpoints";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useCompanyChannels } from "../../channel/index.ts";
import {
  useContentFeeds,
  useDeleteContentFeed,
  useMsteams,
  useSaveContentFeed,
  useSaveMsteams,
  useSaveSlack,
  useSlack,
  useSlackChannels,
  useTestMsteams,
  useUninstallSlack,
} from "../api.ts";

interface Props {
  companyId: string;
  editable: boolean;
}

const failed = (t: (key: string) => string) => (error: unknown) =>
  notify.error(isApiError(error) ? error.message : t("error.generic"));

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Text component="h2" id={id} fw={700} size="lg" mt="md">
      {children}
    </Text>
  );
}

/** The channels of the company whose settings are open (a smarper's may be another company). */
function useChannelOptions(companyId: string) {
  const channels = useCompanyChannels(companyId);
  return (channels.data ?? []).map((c) => ({ value: c._id, label: c.name }));
}

/** Company settings → Integrations: Microsoft Teams, Slack and content import feeds. */
export function IntegrationsTab(props: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <section aria-labelledby="integrations-teams">
        <Heading id="integrations-teams">{t("integrations.teams.title")}</Heading>
        <TeamsSettings {...props} />
      </section>
      <section aria-labelledby="integrations-slack">
        <Heading id="integrations-slack">{t("integrations.slack.title")}</Heading>
        <SlackSettings {...props} />
      </section>
      <section aria-labelledby="integrations-feeds">
        <Heading id="integrations-feeds">{t("integrations.feeds.title")}</Heading>
        <ContentFeeds {...props} />
      </section>
    </Stack>
  );
}

function TeamsSettings({ companyId, editable }: Props) {
  const { t } = useTranslation();
  const settings = useMsteams(companyId);
  const save = useSaveMsteams(companyId);
  const test = useTestMsteams(companyId);
  const options = useChannelOptions(companyId);
  const [isEnabled, setEnabled] = useState(false);
  const [webhookUrl, setWebhookUrl] = useState("");
  const [channelIdList, setChannels] = useState<string[]>([]);
  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.isEnabled);
    setChannels(settings.data.channelIdList);
  }, [settings.data]);
  if (settings.isError) return <Alert color="red">{t("error.generic")}</Alert>;
  if (!settings.data) return <Text size="sm">{t("common.loading")}</Text>;
  const data = settings.data;
  const submit = () =>
    save.mutate(
      { isEnabled, channelIdList, ...(webhookUrl.trim() && { webhookUrl: webhookUrl.trim() }) },
      {
        onSuccess: () => {
          setWebhookUrl("");
          notify.success(t("integrations.saved"));
        },
        onError: failed(t),
      },
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("integrations.teams.intro")}
      </Text>
      <TextInput
        label={t("integrations.teams.webhookUrl")}
        description={
          data.hasWebhookUrl
            ? t("integrations.teams.webhookStored", { host: data.webhookHost ?? "" })
            : t("integrations.teams.webhookHelp")
        }
        placeholder="https://…webhook.office.com/…"
        value={webhookUrl}
        disabled={!editable}
        onChange={(e) => setWebhookUrl(e.currentTarget.value)}
      />
      <MultiSelect
        label={t("integrations.channels")}
        description={t("integrations.channelsHelp")}
        data={options}
        value={channelIdList}
        onChange={setChannels}
        disabled={!editable}
        searchable
      />
      <Switch
        label={t("integrations.teams.isEnabled")}
        checked={isEnabled}
        disabled={!editable}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      {data.lastError && (
        <Alert color="orange" title={t("integrations.lastError")}>
          {data.lastError}
        </Alert>
      )}
      {data.lastSentAt && (
        <Text size="sm" c="dimmed">
          {t("integrations.teams.lastSent", { date: new Date(data.lastSentAt).toLocaleString() })}
        </Text>
      )}
      {editable && (
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {t("integrations.save")}
          </Button>
          <Button
            variant="default"
            disabled={!data.hasWebhookUrl}
            loading={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: () => notify.success(t("integrations.teams.testSent")),
                onError: failed(t),
              })
            }
          >
            {t("integrations.teams.test")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function SlackSettings({ companyId, editable }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const settings = useSlack(companyId);
  const installed = settings.data?.isInstalled ?? false;
  const slackChannels = useSlackChannels(companyId, installed && editable);
  const save = useSaveSlack(companyId);
  const uninstall = useUninstallSlack(companyId);
  const options = useChannelOptions(companyId);
  const [slackChannelId, setSlackChannel] = useState<string | null>(null);
  const [channelIdList, setChannels] = useState<string[]>([]);
  const [isNewPostsEnabled, setNewPosts] = useState(true);
  const [isDailySummaryEnabled, setSummary] = useState(true);
  useEffect(() => {
    if (!settings.data) return;
    setSlackChannel(settings.data.slackChannelId);
    setChannels(settings.data.channelIdList);
    setNewPosts(settings.data.isNewPostsEnabled);
    setSummary(settings.data.isDailySummaryEnabled);
  }, [settings.data]);
  if (settings.isError) return <Alert color="red">{t("error.generic")}</Alert>;
  if (!settings.data) return <Text size="sm">{t("common.loading")}</Text>;
  const data = settings.data;
  const outcome = params.get("slack");
  if (!data.isAvailable) return <Text size="sm">{t("integrations.slack.notAvailable")}</Text>;
  return (
    <Stack gap="sm">
      {outcome === "installed" && <Alert color="green">{t("integrations.slack.installed")}</Alert>}
      {outcome?.startsWith("error") && <Alert color="red">{t("integrations.slack.installFailed")}</Alert>}
      {!installed ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t("integrations.slack.intro")}
          </Text>
          {editable && (
            <Button component="a" href={browserHref(slackBrowserRoutes.install)}>
              {t("integrations.slack.add")}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <Text size="sm">{t("integrations.slack.workspace", { name: data.teamName ?? "" })}</Text>
          <Select
            label={t("integrations.slack.channel")}
            data={(slackChannels.data?.channelList ?? []).map((c) => ({ value: c.id, label: `#${c.name}` }))}
            value={slackChannelId}
            onChange={setSlackChannel}
            disabled={!editable || slackChannels.isPending}
            placeholder={data.slackChannelName ? `#${data.slackChannelName}` : undefined}
            clearable
            searchable
          />
          <MultiSelect
            label={t("integrations.channels")}
            description={t("integrations.channelsHelp")}
            data={options}
            value={channelIdList}
            onChange={setChannels}
            disabled={!editable}
            searchable
          />
          <Switch
            label={t("integrations.slack.newPosts")}
            checked={isNewPostsEnabled}
            disabled={!editable}
            onChange={(e) => setNewPosts(e.currentTarget.checked)}
          />
          <Switch
            label={t("integrations.slack.dailySummary")}
            checked={isDailySummaryEnabled}
            disabled={!editable}
            onChange={(e) => setSummary(e.currentTarget.checked)}
          />
          {data.lastError && (
            <Alert color="orange" title={t("integrations.lastError")}>
              {data.lastError}
            </Alert>
          )}
          {editable && (
            <Group>
              <Button
                loading={save.isPending}
                onClick={() =>
                  save.mutate(
                    { slackChannelId, channelIdList, isNewPostsEnabled, isDailySummaryEnabled },
                    { onSuccess: () => notify.success(t("integrations.saved")), onError: failed(t) },
                  )
                }
              >
                {t("integrations.save")}
              </Button>
              <Button
                variant="default"
                color="red"
                loading={uninstall.isPending}
                onClick={() => uninstall.mutate(undefined, { onError: failed(t) })}
              >
                {t("integrations.slack.remove")}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

const STATE_COLOR = { ok: "green", failing: "orange", disabled: "red" } as const;

function ContentFeeds({ companyId, editable }: Props) {
  const { t } = useTranslation();
  const feeds = useContentFeeds(companyId);
  const save = useSaveContentFeed(companyId);
  const remove = useDeleteContentFeed(companyId);
  const options = useChannelOptions(companyId);
  const channelName = new Map(options.map((o) => [o.value, o.label]));
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [channelId, setChannelId] = useState<string | null>(null);
  if (feeds.isError) return <Alert color="red">{t("error.generic")}</Alert>;
  const list = feeds.data?.feedList ?? [];
  const add = () => {
    if (!channelId) return;
    save.mutate(
      { name: name.trim(), url: url.trim(), channelId, isEnabled: true },
      {
        onSuccess: () => {
          setName("");
          setUrl("");
          notify.success(t("integrations.feeds.added"));
        },
        onError: failed(t),
      },
    );
  };
  const toggle = (feed: ContentFeed) =>
    save.mutate(
      {
        _id: feed._id,
        name: feed.name,
        url: feed.url,
        channelId: feed.channelId,
        isEnabled: !feed.isEnabled,
      },
      { onError: failed(t) },
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("integrations.feeds.intro")}
      </Text>
      {list.length === 0 ? (
        <Text size="sm">{t("integrations.feeds.none")}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("integrations.feeds.name")}</Table.Th>
              <Table.Th>{t("integrations.feeds.channel")}</Table.Th>
              <Table.Th>{t("integrations.feeds.state")}</Table.Th>
              <Table.Th>{t("integrations.feeds.imported")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((feed) => (
              <Table.Tr key={feed._id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{feed.name || feed.url}</Text>
                    <Anchor href={feed.url} size="xs" target="_blank" rel="noopener noreferrer">
                      {feed.url}
                    </Anchor>
                  </Stack>
                </Table.Td>
                <Table.Td>{channelName.get(feed.channelId) ?? ""}</Table.Td>
                <Table.Td>
                  <Badge color={feed.isEnabled ? STATE_COLOR[feed.state] : "gray"}>
                    {feed.isEnabled
                      ? t(`integrations.feeds.stateName.${feed.state}`)
                      : t("integrations.feeds.off")}
                  </Badge>
                  {feed.lastError && (
                    <Text size="xs" c="dimmed">
                      {feed.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{feed.importedCount}</Table.Td>
                <Table.Td>
                  {editable && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => toggle(feed)}>
                        {feed.isEnabled ? t("integrations.feeds.pause") : t("integrations.feeds.resume")}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t("integrations.feeds.removeNamed", { name: feed.name || feed.url })}
                        onClick={() => remove.mutate(feed._id, { onError: failed(t) })}
                      >
                        {t("integrations.feeds.remove")}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && (
        <Stack gap="xs">
          <Group grow align="flex-end">
            <TextInput
              label={t("integrations.feeds.name")}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <TextInput
              label={t("integrations.feeds.url")}
              placeholder="https://example.com/feed.xml"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              required
            />
            <Select
              label={t("integrations.feeds.channel")}
              data={options}
              value={channelId}
              onChange={setChannelId}
              searchable
              required
            />
          </Group>
          <Group>
            <Button onClick={add} loading={save.isPending} disabled={!url.trim() || !channelId}>
              {t("integrations.feeds.add")}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
