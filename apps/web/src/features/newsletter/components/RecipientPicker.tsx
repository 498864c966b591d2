import type { RecipientEntityType } from "@chorus/shared/mailing/mailing.contract";
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAddRecipient, useRecipientSearch, useRecipients } from "../api.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One list's recipients with their counts, and a search to add users, teams, groups, everyone or an outside address. */
export function RecipientPicker({ listId, companyWide }: { listId: string; companyWide: boolean }) {
  const { t } = useTranslation();
  const recipients = useRecipients(listId);
  const add = useAddRecipient();
  const [term, setTerm] = useState("");
  const search = useRecipientSearch(term);
  const [error, setError] = useState<string | null>(null);
  const adding = (entityType: RecipientEntityType, extra: { entityId?: string; email?: string }) =>
    add.mutate(
      { listId, entityType, ...extra },
      { onError: (e) => setError(e.message), onSuccess: () => setTerm("") },
    );

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Group align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t("newsletter.addRecipients")}
          placeholder={t("newsletter.recipientSearchPlaceholder")}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
        />
        {companyWide && (
          <Button variant="light" onClick={() => adding("company", {})}>
            {t("newsletter.everyone")}
          </Button>
        )}
        {companyWide && EMAIL.test(term.trim()) && (
          <Button variant="light" onClick={() => adding("user", { email: term.trim() })}>
            {t("newsletter.addAddress", { email: term.trim() })}
          </Button>
        )}
      </Group>
      {term.trim().length >= 2 && (
        <Stack gap={4} aria-label={t("newsletter.searchResults")}>
          {(search.data?.resultList ?? []).map((hit) => (
            <Group key={`${hit.entityType}:${hit.entityId}`} justify="space-between">
              <Text size="sm">
                <Badge size="xs" mr="xs" variant="outline">
                  {t(`newsletter.entity.${hit.entityType}`)}
                </Badge>
                {hit.name}
                {hit.email && hit.entityType === "user" ? ` (${hit.email})` : ""} —{" "}
                {t("newsletter.people", { count: hit.memberCount })}
              </Text>
              <Button size="xs" onClick={() => adding(hit.entityType, { entityId: hit.entityId })}>
                {t("newsletter.add")}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Table>
        <Table.Tbody>
          {(recipients.data?.recipientList ?? []).map((r) => (
            <Table.Tr key={r._id} data-testid="recipient-row">
              <Table.Td>
                <Badge size="xs" mr="xs" variant="outline">
                  {t(`newsletter.entity.${r.entityType}`)}
                </Badge>
                {r.name}
              </Table.Td>
              <Table.Td>{t("newsletter.people", { count: r.memberCount })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={600} data-testid="recipient-total">
        {t("newsletter.totalAddresses", { count: recipients.data?.total ?? 0 })}
      </Text>
    </Stack>
  );
}
