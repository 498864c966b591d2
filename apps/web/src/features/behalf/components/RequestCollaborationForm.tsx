import { Alert, Button, Checkbox, Group, Select, Stack, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../app/notify.ts";
import { useRequestCollaboration } from "../api.ts";

export interface OwnerCandidate {
  _id: string;
  name: string;
}

/** A content writer asks a content owner for a collaboration: post creation, external sharing or both. */
export function RequestCollaborationForm({ candidates }: { candidates: OwnerCandidate[] }) {
  const { t } = useTranslation();
  const request = useRequestCollaboration();
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [canPost, setCanPost] = useState(true);
  const [canShare, setCanShare] = useState(false);
  const nothingChosen = !canPost && !canShare;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ownerId || nothingChosen || request.isPending) return;
    request.mutate(
      { contentOwnerId: ownerId, isPostCreationEnabled: canPost, isExternalShareEnabled: canShare },
      {
        onSuccess: (saved) => {
          notify.success(
            saved.status === "approved"
              ? (saved.statusMessage ?? t("behalf.request.approved"))
              : t("behalf.request.sent"),
          );
          setOwnerId(null);
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("behalf.request.title")}
        </Title>
        <Select
          label={t("behalf.request.owner")}
          placeholder={t("behalf.request.ownerPlaceholder")}
          data={candidates.map((c) => ({ value: c._id, label: c.name }))}
          value={ownerId}
          onChange={setOwnerId}
          searchable
          nothingFoundMessage={t("behalf.request.noOwner")}
        />
        <Group>
          <Checkbox
            label={t("behalf.rights.post")}
            checked={canPost}
            onChange={(e) => setCanPost(e.currentTarget.checked)}
          />
          <Checkbox
            label={t("behalf.rights.share")}
            checked={canShare}
            onChange={(e) => setCanShare(e.currentTarget.checked)}
          />
        </Group>
        {nothingChosen && (
          <Alert color="yellow" p="xs">
            {t("behalf.request.chooseRight")}
          </Alert>
        )}
        {request.error && (
          <Alert color="red" role="alert" p="xs">
            {request.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!ownerId || nothingChosen} loading={request.isPending}>
            {t("behalf.request.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
