import { Alert, Anchor, Card, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSocialFeed } from "../api.ts";
import { LinkedinPageAdmin } from "../components/LinkedinPageAdmin.tsx";

/** /social-feed: the company's recent posts on its connected LinkedIn page, else a clear empty state. */
export default function SocialFeedScreen() {
  const { t } = useTranslation();
  const feed = useSocialFeed();
  return (
    <Stack gap="md">
      <Title order={1}>{t("page.socialFeed")}</Title>
      <LinkedinPageAdmin />
      {feed.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("common.loading")} />
        </Center>
      ) : feed.isError ? (
        <Alert color="red" role="alert">
          {t("error.generic")}
        </Alert>
      ) : !feed.data.isConnected ? (
        <Card withBorder padding="lg">
          <Text fw={700}>{t("socialFeed.emptyTitle")}</Text>
          <Text size="sm" c="dimmed">
            {t("socialFeed.emptyText")}
          </Text>
        </Card>
      ) : feed.data.needsReconnect ? (
        <Alert color="yellow" role="alert" title={t("socialFeed.reconnectTitle")}>
          {t("socialFeed.reconnectText", { name: feed.data.organizationName ?? "" })}
        </Alert>
      ) : feed.data.postList.length === 0 ? (
        <Text>{t("socialFeed.noPosts", { name: feed.data.organizationName ?? "" })}</Text>
      ) : (
        feed.data.postList.map((item) => (
          <Card key={item.id} withBorder padding="md" data-testid="social-feed-post">
            {item.createdAt && (
              <Text size="xs" c="dimmed">
                {new Date(item.createdAt).toLocaleString()}
              </Text>
            )}
            <Text style={{ whiteSpace: "pre-wrap" }}>{item.text}</Text>
            {item.url && (
              <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
                {t("socialFeed.open")}
              </Anchor>
            )}
          </Card>
        ))
      )}
    </Stack>
  );
}
