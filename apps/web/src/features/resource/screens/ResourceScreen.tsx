import { isCurator, isManager } from "@chorus/shared/access/roles";
import type { Resource } from "@chorus/shared/resource/resource.contract";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import DOMPurify from "dompurify";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../session/index.ts";
import { useDeleteResource, useResources } from "../api.ts";
import { LibraryNav } from "../components/LibraryNav.tsx";
import { ResourceComments } from "../components/ResourceComments.tsx";
import { type GroupChoice, ResourceForm } from "../components/ResourceForm.tsx";

/** /resource (?groupId): the company's resources and the user's group's; curators add, edit and delete them. */
export default function ResourceScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const { user, company } = session;
  const groups: GroupChoice[] = [
    { value: "company", label: t("resource.companyWide") },
    ...(company.isGroupEnabled && user.groupId
      ? [{ value: user.groupId, label: user.groupName ?? t("resource.myGroup") }]
      : []),
  ];
  const groupId = search.get("groupId") ?? "company";
  const resources = useResources(groupId);
  const remove = useDeleteResource();
  const [opened, setOpened] = useState<Resource | null>(null);
  const [editing, setEditing] = useState<Resource | "new" | null>(null);
  const canCreate = isManager(session.role) || (isCurator(session.role) && groupId !== "company");

  return (
    <>
      <Stack gap="md">
        <LibraryNav />
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t("resource.title")}
          </Title>
          {canCreate && <Button onClick={() => setEditing("new")}>{t("resource.create")}</Button>}
        </Group>
        {groups.length > 1 && (
          <SegmentedControl
            data={groups}
            value={groupId}
            onChange={(value) => setSearch(value === "company" ? {} : { groupId: value })}
            aria-label={t("resource.groupLabel")}
          />
        )}
        {resources.isPending ? (
          <Loader />
        ) : resources.isError ? (
          <Alert color="red">{resources.error.message}</Alert>
        ) : resources.data.resourceList.length === 0 ? (
          <Text c="dimmed">{t("resource.empty")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {resources.data.resourceList.map((resource) => (
              <Card
                key={resource.id}
                withBorder
                padding="md"
                radius="md"
                component="article"
                aria-label={resource.title}
              >
                {resource.imageUrl && (
                  <Card.Section>
                    <Image src={resource.imageUrl} alt="" h={140} fit="cover" />
                  </Card.Section>
                )}
                <Stack gap={6} mt={resource.imageUrl ? "sm" : 0}>
                  <Title order={2} size="h4" lineClamp={2}>
                    {resource.title}
                  </Title>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {resource.description}
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="light" onClick={() => setOpened(resource)}>
                      {t("resource.open")}
                    </Button>
                    {resource.abilities.canEdit && (
                      <Button size="xs" variant="subtle" onClick={() => setEditing(resource)}>
                        {t("resource.edit")}
                      </Button>
                    )}
                    {resource.abilities.canDelete && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={remove.isPending && remove.variables === resource.id}
                        onClick={() => remove.mutate(resource.id)}
                      >
                        {t("resource.delete")}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={opened?.title} size="lg">
        {opened && (
          <Stack gap="md">
            {opened.imageUrl && <Image src={opened.imageUrl} alt="" radius="sm" />}
            {opened.description && <Text>{opened.description}</Text>}
            {opened.url && (
              <Anchor href={opened.url} target="_blank" rel="noopener noreferrer">
                {t("resource.visit")}
              </Anchor>
            )}
            {opened.htmlBody.trim() !== "" && (
              <div
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify
                dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(opened.htmlBody) }}
              />
            )}
            {company.commentEnabled && opened.commentEnabled && <ResourceComments resource={opened} />}
          </Stack>
        )}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("resource.create") : t("resource.edit")}
        size="lg"
      >
        {editing !== null && (
          <ResourceForm
            initial={editing === "new" ? null : editing}
            groups={isManager(session.role) ? groups : groups.filter((g) => g.value !== "company")}
            defaultGroup={groupId}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
