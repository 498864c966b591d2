import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import DOMPurify from "dompurify";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutbox, useOutboxMail } from "../api.ts";

/** /email-outbox (admin level): the mail the server kept, newest first, with a detail view. */
export function OutboxScreen() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useOutboxMail(openId);
  const open = openId ? (detail.data ?? null) : null;

  return (
    <Stack gap="md">
      <Title order={1}>{t("outbox.title")}</Title>
      <Text c="dimmed">{t("outbox.intro")}</Text>
      {outbox.isPending && <Loader aria-label={t("common.loading")} />}
      {outbox.isError && (
        <Alert color="red" role="alert">
          {t("error.generic")}
        </Alert>
      )}
      {openId && detail.isPending && <Loader aria-label={t("common.loading")} />}
      {open ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Button variant="subtle" onClick={() => setOpenId(null)} w="fit-content">
              {t("outbox.back")}
            </Button>
            <Title order={2} size="h3">
              {open.subject}
            </Title>
            <Text size="sm">
              {t("outbox.to")}: {recipients(open.to)} · {formatDate(open.createdAt)}
            </Text>
            {open.sensitive && <Alert color="gray">{t("outbox.linkHiddenNote")}</Alert>}
            {open.text ? (
              <Text
                component="pre"
                style={{ whiteSpace: "pre-wrap", fontFamily: "inherit" }}
                data-testid="mail-text"
              >
                {open.text}
              </Text>
            ) : (
              <div>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify */}
                <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(open.html ?? "") }} />
              </div>
            )}
          </Stack>
        </Paper>
      ) : (
        !openId &&
        outbox.data &&
        (outbox.data.length === 0 ? (
          <Text>{t("outbox.empty")}</Text>
        ) : (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("outbox.subject")}</Table.Th>
                <Table.Th>{t("outbox.to")}</Table.Th>
                <Table.Th>{t("outbox.status")}</Table.Th>
                <Table.Th>{t("outbox.date")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.map((mail) => (
                <Table.Tr key={mail._id}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setOpenId(mail._id)}>
                      {mail.subject}
                    </Button>
                  </Table.Td>
                  <Table.Td>{recipients(mail.to)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Badge variant="light">{mail.status}</Badge>
                      {mail.sensitive && (
                        <Badge variant="outline" color="gray">
                          {t("outbox.linkHidden")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDate(mail.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))
      )}
    </Stack>
  );
}

const recipients = (to: string) => to;
const formatDate = (iso: string) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "";
