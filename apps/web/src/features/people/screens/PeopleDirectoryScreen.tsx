import { PROFILE_PAGE_SIZE } from "@chorus/shared/people/user-directory.contract";
import {
  Alert,
  Avatar,
  Badge,
  Card,
  Group,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDirectory, useDirectoryCount, usePreview } from "../api.ts";
import { pageCount } from "../people-rules.ts";

/** /people (employee directory lab): search colleagues by name, open a colleague's profile preview. */
export function PeopleDirectoryScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("searchTerm") ?? "");
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const profiles = useDirectory(searchTerm, page);
  const count = useDirectoryCount(searchTerm);
  const pages = pageCount(count.data?.count ?? 0, PROFILE_PAGE_SIZE);

  function onSearch(value: string) {
    setSearch(value);
    setPage(1);
    setParams(value.trim() ? { searchTerm: value.trim() } : {}, { replace: true });
  }

  return (
    <>
      <Stack>
        <Title order={1}>{t("people.directoryTitle")}</Title>
        <TextInput
          label={t("people.directorySearch")}
          placeholder={t("people.searchPlaceholder")}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          maw={400}
        />
        {/* A search says how many colleagues matched; the live region announces the new count. */}
        <Text size="sm" c="gray.7" aria-live="polite" data-testid="search-result-count">
          {searchTerm && count.data ? t("people.resultCount", { count: count.data.count }) : ""}
        </Text>
        {profiles.error && (
          <Alert color="red" role="alert">
            {profiles.error.message}
          </Alert>
        )}
        {profiles.isPending && <Loader />}
        {profiles.isSuccess && profiles.data.profileList.length === 0 && (
          <Text c="dimmed">{t("people.noColleagues")}</Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {(profiles.data?.profileList ?? []).map((p) => (
            <UnstyledButton
              key={p._id}
              onClick={() => setPreviewId(p._id)}
              aria-label={`${p.firstName} ${p.lastName}`}
            >
              <Card withBorder data-testid="colleague-card">
                <Group wrap="nowrap">
                  <Avatar src={p.avatarUrl} alt="" radius="xl">
                    {p.firstName.charAt(0)}
                    {p.lastName.charAt(0)}
                  </Avatar>
                  <div>
                    <Text fw={600}>
                      {p.firstName} {p.lastName}
                    </Text>
                    {p.groupName && (
                      <Text size="sm" c="dimmed">
                        {p.groupName}
                      </Text>
                    )}
                  </div>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Group justify="space-between">
            <Text size="sm">{t("people.page", { page, pages })}</Text>
            <Pagination total={pages} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
      <Modal
        opened={previewId !== null}
        onClose={() => setPreviewId(null)}
        title={t("people.previewTitle")}
        centered
      >
        {previewId && <ProfilePreview userId={previewId} />}
      </Modal>
    </>
  );
}

function ProfilePreview({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const preview = usePreview(userId);
  if (preview.error)
    return (
      <Alert color="red" role="alert">
        {preview.error.message}
      </Alert>
    );
  if (!preview.data) return <Loader size="sm" />;
  const p = preview.data;
  return (
    <Stack align="center" data-testid="profile-preview">
      <Avatar src={p.avatarUrl} alt="" size="xl" radius="xl">
        {p.firstName.charAt(0)}
        {p.lastName.charAt(0)}
      </Avatar>
      <Title order={2} size="h3">
        {p.firstName} {p.lastName}
      </Title>
      {p.groupName && <Text c="dimmed">{p.groupName}</Text>}
      <Group gap="xs">
        {p.teamList.map((x) => (
          <Badge key={x._id} variant="light">
            {x.name}
          </Badge>
        ))}
      </Group>
      <Text>{t("people.starPoints", { count: p.Star })}</Text>
    </Stack>
  );
}
