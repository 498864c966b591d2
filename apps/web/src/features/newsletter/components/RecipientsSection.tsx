import { Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateList, useMailingAuth, useMailingLists } from "../api.ts";
import { RecipientPicker } from "./RecipientPicker.tsx";

/** Which mailing lists the campaign goes to, with their address counts; lists can be made and filled here. */
export function RecipientsSection({
  value,
  onChange,
  readOnly,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const auth = useMailingAuth();
  const lists = useMailingLists();
  const create = useCreateList();
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const all = lists.data?.mailingListList ?? [];
  const chosenCount = all.filter((l) => value.includes(l._id)).reduce((n, l) => n + l.recipientCount, 0);
  return (
    <Stack gap="xs">
      <Checkbox.Group label={t("newsletter.sendTo")} value={value} onChange={onChange}>
        <Stack gap={6} mt="xs">
          {all.map((l) => (
            <Group key={l._id} justify="space-between" wrap="nowrap">
              <Checkbox
                value={l._id}
                disabled={readOnly}
                label={`${l.name} (${t("newsletter.people", { count: l.recipientCount })})`}
              />
              {!readOnly && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setEditing(editing === l._id ? null : l._id)}
                >
                  {t("newsletter.editRecipients")}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="sm" data-testid="chosen-count">
        {t("newsletter.chosenCount", { count: chosenCount })}
      </Text>
      {editing && <RecipientPicker listId={editing} companyWide={auth.data?.scope !== "group"} />}
      {!readOnly && (
        <Group align="flex-end">
          <TextInput
            size="xs"
            label={t("newsletter.newListName")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!name.trim()}
            loading={create.isPending}
            onClick={() =>
              create.mutate(name.trim(), {
                onSuccess: (l) => {
                  setName("");
                  onChange([...value, l._id]);
                  setEditing(l._id);
                },
              })
            }
          >
            {t("newsletter.createList")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
