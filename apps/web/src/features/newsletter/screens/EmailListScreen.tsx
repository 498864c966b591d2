import { FOLDER_NAME_MAX } from "@chorus/shared/mailing/mailing.contract";
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Modal,
  NavLink,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCreateFolder, useDeleteFolder, useFolders, useRenameFolder } from "../api.ts";
import { CampaignTable } from "../components/CampaignTable.tsx";
import { NewCampaignButton } from "../components/NewCampaignButton.tsx";

type Editing = { mode: "create" } | { mode: "rename"; id: string; name: string } | null;

/** /email-list?folder=&createdItemId=: e-mail folders (create, rename, delete) and the chosen folder's campaigns. */
export default function EmailListScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const folder = params.get("folder") ?? undefined;
  const createdItemId = params.get("createdItemId");
  const folders = useFolders();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  const [editing, setEditing] = useState<Editing>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [searchTerm, setSearchTerm] = useState("");
  const list = folders.data?.folderList ?? [];

  const choose = (id: string | undefined) => setParams(id ? { folder: id } : {});

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(t("newsletter.folderNameRequired"));
    if (value.length > FOLDER_NAME_MAX) return setError(t("newsletter.folderNameTooLong"));
    const done = { onSuccess: () => setEditing(null), onError: (e: Error) => setError(e.message) };
    if (editing?.mode === "rename") rename.mutate({ id: editing.id, name: value }, done);
    else
      create.mutate(value, {
        ...done,
        onSuccess: (created) => {
          setEditing(null);
          choose(created._id);
        },
      });
  }

  return (
    <>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t("page.email")}</Title>
          <Group>
            <Button component={Link} to="/email-newsletter" variant="default">
              {t("newsletter.allCampaigns")}
            </Button>
            <NewCampaignButton folderId={folder && folder !== "none" ? folder : null} />
          </Group>
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Stack gap={4} aria-label={t("newsletter.folders")}>
              <NavLink
                label={t("newsletter.allCampaigns")}
                active={!folder}
                onClick={() => choose(undefined)}
              />
              <NavLink
                label={t("newsletter.noFolder")}
                active={folder === "none"}
                onClick={() => choose("none")}
              />
              {list.map((f) => (
                <Group key={f._id} gap={0} wrap="nowrap" data-testid="folder-row">
                  <NavLink
                    label={f.name}
                    description={t("newsletter.campaignCount", { count: f.campaignCount })}
                    active={folder === f._id}
                    onClick={() => choose(f._id)}
                  />
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("newsletter.renameFolder", { name: f.name })}
                    onClick={() => {
                      setName(f.name);
                      setError(null);
                      setEditing({ mode: "rename", id: f._id, name: f.name });
                    }}
                  >
                    ✎
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("newsletter.deleteFolder", { name: f.name })}
                    onClick={() =>
                      remove.mutate(f._id, {
                        onSuccess: () => folder === f._id && choose(undefined),
                        onError: (e) => setError(e.message),
                      })
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="light"
                mt="sm"
                onClick={() => {
                  setName("");
                  setError(null);
                  setEditing({ mode: "create" });
                }}
              >
                {t("newsletter.newFolder")}
              </Button>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <Stack>
              {error && !editing && (
                <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
                  {error}
                </Alert>
              )}
              <TextInput
                placeholder={t("newsletter.search")}
                aria-label={t("newsletter.search")}
                value={searchTerm}
                onChange={(e) => setSearchTerm(e.currentTarget.value)}
              />
              <CampaignTable
                folderId={folder}
                searchTerm={searchTerm}
                folders={list}
                highlightId={createdItemId}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === "rename" ? t("newsletter.renameFolderTitle") : t("newsletter.newFolder")}
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t("newsletter.folderName")}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              maxLength={FOLDER_NAME_MAX}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending || rename.isPending}>
                {t("newsletter.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
