import { Button, Group, Select, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useFolders } from "../api.ts";
import { CampaignTable } from "../components/CampaignTable.tsx";
import { GroupDigestsPanel } from "../components/GroupDigestsPanel.tsx";
import { MailingListsPanel } from "../components/MailingListsPanel.tsx";
import { NewCampaignButton } from "../components/NewCampaignButton.tsx";

const ALL = "all";
const TABS = ["campaigns", "lists", "digests"] as const;

/** /email-newsletter: campaigns by folder with search, the mailing lists, and the group digests. */
export default function EmailNewsletterScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get("tab")) ?? "campaigns";
  const folders = useFolders();
  const [folder, setFolder] = useState<string>(ALL);
  const [searchTerm, setSearchTerm] = useState("");
  const list = folders.data?.folderList ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("page.emailNewsletter")}</Title>
        <Group>
          <Button component={Link} to="/email-list" variant="default">
            {t("newsletter.folders")}
          </Button>
          <NewCampaignButton folderId={folder === ALL || folder === "none" ? null : folder} />
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(value && value !== "campaigns" ? { tab: value } : {})}>
        <Tabs.List>
          <Tabs.Tab value="campaigns">{t("newsletter.campaigns")}</Tabs.Tab>
          <Tabs.Tab value="lists">{t("newsletter.mailingLists")}</Tabs.Tab>
          <Tabs.Tab value="digests">{t("newsletter.groupDigests")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="campaigns" pt="md">
          <Stack>
            <Group grow>
              <Select
                label={t("newsletter.folder")}
                data={[
                  { value: ALL, label: t("newsletter.allCampaigns") },
                  { value: "none", label: t("newsletter.noFolder") },
                  ...list.map((f) => ({ value: f._id, label: f.name })),
                ]}
                value={folder}
                onChange={(v) => v && setFolder(v)}
                allowDeselect={false}
              />
              <TextInput
                label={t("newsletter.search")}
                value={searchTerm}
                onChange={(e) => setSearchTerm(e.currentTarget.value)}
              />
            </Group>
            <CampaignTable
              folderId={folder === ALL ? undefined : folder}
              searchTerm={searchTerm}
              folders={list}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="lists" pt="md">
          {tab === "lists" && <MailingListsPanel />}
        </Tabs.Panel>
        <Tabs.Panel value="digests" pt="md">
          {tab === "digests" && <GroupDigestsPanel />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
