import { Alert, Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateList, useDeleteList, useMailingAuth, useMailingLists } from "../api.ts";
import { RecipientPicker } from "./RecipientPicker.tsx";

/** The company's mailing lists: create, fill (users, teams, groups, everyone, outside addresses), delete. */
export function MailingListsPanel() {
  const { t } = useTranslation();
  const auth = useMailingAuth();
  const lists = useMailingLists();
  const create = useCreateList();
  const remove = useDeleteList();
  const [name, setName] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (l) => {
        setName("");
        setOpen(l._id);
      },
      onError: (e) => setError(e.message),
    });
  }

  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <form onSubmit={submit}>
        <Group align="flex-end">
          <TextInput
            label={t("newsletter.newListName")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
          />
          <Button type="submit" loading={create.isPending}>
            {t("newsletter.createList")}
          </Button>
        </Group>
      </form>
      {(lists.data?.mailingListList ?? []).map((l) => (
        <Card key={l._id} withBorder data-testid="mailing-list">
          <Group justify="space-between">
            <div>
              <Text fw={600}>{l.name}</Text>
              <Text size="sm" c="dimmed">
                {t("newsletter.totalAddresses", { count: l.recipientCount })}
              </Text>
            </div>
            <Group>
              <Button variant="light" size="xs" onClick={() => setOpen(open === l._id ? null : l._id)}>
                {open === l._id ? t("newsletter.close") : t("newsletter.editRecipients")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => remove.mutate(l._id, { onError: (e) => setError(e.message) })}
              >
                {t("newsletter.delete")}
              </Button>
            </Group>
          </Group>
          {open === l._id && (
            <Stack mt="md">
              <RecipientPicker listId={l._id} companyWide={auth.data?.scope !== "group"} />
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}
