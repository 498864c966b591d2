import type { OwnerCandidate } from "@chorus/shared/behalf/behalf.contract";
import { Alert, Button, Checkbox, Group, Select, Stack, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useOwnerCandidates, useRequestCollaboration } from "../api.ts";

const nameOf = (person: OwnerCandidate) => `${person.firstName} ${person.lastName}`.trim();

/**
 * A content writer asks a content owner for a collaboration: post creation, external sharing or both.
 * The owner is found by name or e-mail among the company's active people (the server searches).
 */
export function RequestCollaborationForm() {
  const { t } = useTranslation();
  const request = useRequestCollaboration();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [owner, setOwner] = useState<OwnerCandidate | null>(null);
  // While the box shows the chosen name, the list keeps the last search's answer.
  const candidates = useOwnerCandidates(owner && search === nameOf(owner) ? "" : debouncedSearch);
  const found = candidates.data ?? [];
  const options = owner && !found.some((c) => c._id === owner._id) ? [owner, ...found] : found;
  const ownerId = owner?._id ?? null;
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
          // A new request always waits for the owner; "approved" only when it repeats an approved one.
          notify.success(
            saved.status === "approved"
              ? (saved.statusMessage ?? t("behalf.request.approved"))
              : t("behalf.request.sent", { name: nameOf(saved.contentOwner) }),
          );
          setOwner(null);
          setSearch("");
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
          data={options.map((c) => ({ value: c._id, label: nameOf(c) }))}
          value={ownerId}
          onChange={(value) => setOwner(options.find((c) => c._id === value) ?? null)}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server matched names and e-mails already: show its answer as it is.
          filter={({ options: all }) => all}
          nothingFoundMessage={candidates.isFetching ? t("common.loading") : t("behalf.request.noOwner")}
          clearable
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
