import { isCurator, isManager } from "@chorus/shared/access/roles";
import { DOCUMENT_EXTENSIONS, type LibraryDocument } from "@chorus/shared/document/document.contract";
import { formatBytes } from "@chorus/shared/document/document.rules";
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LibraryNav } from "../../resource/index.ts";
import { useSession } from "../../session/index.ts";
import {
  useDeleteDocument,
  useDocuments,
  useDocumentUsage,
  useUpdateDocument,
  useUploadDocument,
} from "../api.ts";

const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");

function EditDocument({ document, onDone }: { document: LibraryDocument; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDocument();
  const [title, setTitle] = useState(document.title);
  const [description, setDescription] = useState(document.description);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ documentid: document.id, body: { title, description } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {update.isError && <Alert color="red">{update.error.message}</Alert>}
        <TextInput
          label={t("document.fieldTitle")}
          required
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t("document.description")}
          maxLength={2000}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("document.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("document.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /documents (?groupId): the company's document library; readers open files, curators upload, edit and delete. */
export default function DocumentsScreen() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const { user, company } = session;
  const places = [
    { value: "company", label: t("document.companyWide") },
    ...(company.isGroupEnabled && user.groupId
      ? [{ value: user.groupId, label: user.groupName ?? t("document.myGroup") }]
      : []),
  ];
  const groupId = search.get("groupId") ?? "company";
  const curator = isManager(session.role) || session.role === "group_admin";
  const canUpload = isManager(session.role) || (isCurator(session.role) && groupId !== "company");
  const documents = useDocuments(groupId);
  const usage = useDocumentUsage(curator);
  const upload = useUploadDocument(groupId);
  const remove = useDeleteDocument();
  const [editing, setEditing] = useState<LibraryDocument | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });

  return (
    <>
      <Stack gap="md">
        <LibraryNav />
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t("document.title")}
          </Title>
          {canUpload && (
            <FileButton onChange={(file) => file && upload.mutate(file)} accept={ACCEPT}>
              {(props) => (
                <Button {...props} loading={upload.isPending}>
                  {t("document.upload")}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {canUpload && (
          <Text size="sm" c="dimmed">
            {t("document.limits")}
          </Text>
        )}
        {upload.isError && <Alert color="red">{upload.error.message}</Alert>}
        {curator && usage.data && (
          <Stack gap={4} aria-label={t("document.usage")}>
            <Text size="sm" data-testid="document-usage">
              {t("document.usageText", {
                used: formatBytes(usage.data.usedBytes),
                quota: formatBytes(usage.data.quotaBytes),
                count: usage.data.documentCount,
              })}
            </Text>
            <Progress
              value={Math.min(100, (usage.data.usedBytes / usage.data.quotaBytes) * 100)}
              size="sm"
              aria-hidden="true"
            />
          </Stack>
        )}
        {places.length > 1 && (
          <SegmentedControl
            data={places}
            value={groupId}
            onChange={(value) => setSearch(value === "company" ? {} : { groupId: value })}
            aria-label={t("document.groupLabel")}
          />
        )}
        {documents.isPending ? (
          <Loader />
        ) : documents.isError ? (
          <Alert color="red">{documents.error.message}</Alert>
        ) : documents.data.documentList.length === 0 ? (
          <Text c="dimmed">{t("document.empty")}</Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("document.fieldTitle")}</Table.Th>
                <Table.Th>{t("document.size")}</Table.Th>
                <Table.Th>{t("document.added")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.documentList.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Anchor href={document.url} target="_blank" rel="noopener noreferrer">
                      {document.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {document.description || document.fileName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatBytes(document.size)}</Table.Td>
                  <Table.Td>{date.format(new Date(document.createdAt))}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        component="a"
                        href={`${document.url}?download=1`}
                        aria-label={t("document.downloadNamed", { title: document.title })}
                      >
                        {t("document.download")}
                      </Button>
                      {document.abilities.canEdit && (
                        <Button size="xs" variant="subtle" onClick={() => setEditing(document)}>
                          {t("document.edit")}
                        </Button>
                      )}
                      {document.abilities.canDelete && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending && remove.variables === document.id}
                          onClick={() => remove.mutate(document.id)}
                          aria-label={t("document.deleteNamed", { title: document.title })}
                        >
                          {t("document.delete")}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t("document.edit")}>
        {editing && <EditDocument document={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
