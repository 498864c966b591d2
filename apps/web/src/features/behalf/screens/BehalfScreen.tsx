import { Alert, Center, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PostCard } from "../../post/index.ts";
import { useBehalfFeed, useCollaborations } from "../api.ts";
import { CollaborationList } from "../components/CollaborationList.tsx";
import { RequestCollaborationForm } from "../components/RequestCollaborationForm.tsx";

const TABS = ["posts", "collaborations"] as const;
type BehalfTab = (typeof TABS)[number];

/**
 * The Post on Behalf tab (/post-on-behalf?tab=posts|collaborations): posts written on behalf of a
 * content owner, and the collaborations — a writer asks an owner, the owner approves or rejects.
 */
export function BehalfScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: BehalfTab = TABS.find((name) => name === search.get("tab")) ?? "posts";
  const feed = useBehalfFeed();
  const collaborations = useCollaborations();

  return (
    <Stack gap="md">
      <Title order={1}>{t("behalf.title")}</Title>
      <Tabs value={tab} onChange={(value) => setSearch(value && value !== "posts" ? { tab: value } : {})}>
        <Tabs.List>
          <Tabs.Tab value="posts">{t("behalf.tabs.posts")}</Tabs.Tab>
          <Tabs.Tab value="collaborations">{t("behalf.tabs.collaborations")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="posts" pt="md">
          {feed.isPending ? (
            <Center py="xl">
              <Loader aria-label={t("common.loading")} />
            </Center>
          ) : feed.isError ? (
            <Alert color="red" role="alert">
              {feed.error.message}
            </Alert>
          ) : feed.data.postList.length === 0 ? (
            <Text c="dimmed">{t("behalf.posts.empty")}</Text>
          ) : (
            <Stack gap="md">
              {feed.data.postList.map((post) => (
                <PostCard key={post._id} post={post} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="collaborations" pt="md">
          <Stack gap="lg">
            {collaborations.isPending ? (
              <Center py="md">
                <Loader aria-label={t("common.loading")} />
              </Center>
            ) : collaborations.isError ? (
              <Alert color="red" role="alert">
                {collaborations.error.message}
              </Alert>
            ) : (
              <CollaborationList collaborations={collaborations.data} />
            )}
            <RequestCollaborationForm />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
