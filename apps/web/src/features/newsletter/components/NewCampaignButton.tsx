import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCreateCampaign } from "../api.ts";

/** Names a new draft and opens it in the editor. */
export function NewCampaignButton({ folderId }: { folderId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t("newsletter.nameRequired"));
    create.mutate(
      { name: name.trim(), folderId },
      {
        onSuccess: (c) => navigate(`/email-details/${c._id}`),
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("newsletter.create")}</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("newsletter.create")}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t("newsletter.name")}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              maxLength={100}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t("newsletter.createAndEdit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
