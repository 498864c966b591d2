import { hasLab } from "@chorus/shared/labs/labs";
import type { createdTokenSchema, tokenSchema } from "@chorus/shared/token/token.contract";
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useSession } from "../../session/index.ts";
import { useAccessTokens, useCreateAccessToken, useDeleteAccessToken } from "../api.ts";

type Token = z.infer<typeof tokenSchema>;
type CreatedToken = z.infer<typeof createdTokenSchema>;
const EXPIRY_CHOICES = ["30", "90", "180", "365"];

/** /access-token (access_token_lab): personal access tokens, the secret shown once. */
export function AccessTokenScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const enabled = hasLab(session, "access_token_lab");
  const tokens = useAccessTokens(enabled);
  const create = useCreateAccessToken();
  const remove = useDeleteAccessToken();
  const [name, setName] = useState("");
  const [days, setDays] = useState("90");
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [deleting, setDeleting] = useState<Token | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!enabled) {
    return (
      <>
        <Title order={1}>{t("page.accessToken")}</Title>
        <Text mt="md">{t("accessToken.labOff")}</Text>
      </>
    );
  }

  function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === "") return setError(t("accessToken.nameRequired"));
    create.mutate(
      { name: name.trim(), expiresInDays: Number(days) },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName("");
        },
        onError: (failure) => setError(failure.message || t("error.generic")),
      },
    );
  }

  return (
    <>
      <Stack gap="lg">
        <Title order={1}>{t("page.accessToken")}</Title>
        <Text>{t("accessToken.intro")}</Text>
        {error && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {created && (
          <Alert color="green" title={t("accessToken.createdTitle")} role="status">
            <Stack gap="xs">
              <Text size="sm">{t("accessToken.createdText")}</Text>
              <Group gap="xs" wrap="nowrap">
                <Code data-testid="new-token" style={{ wordBreak: "break-all" }}>
                  {created.token}
                </Code>
                <CopyButton value={created.token}>
                  {({ copied, copy }) => (
                    <Button size="xs" onClick={copy} variant="light">
                      {copied ? t("accessToken.copied") : t("accessToken.copy")}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Button size="xs" variant="subtle" onClick={() => setCreated(null)}>
                {t("accessToken.hide")}
              </Button>
            </Stack>
          </Alert>
        )}
        <form onSubmit={handleCreate} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t("accessToken.name")}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              maxLength={100}
            />
            <Select
              label={t("accessToken.expiresIn")}
              data={EXPIRY_CHOICES.map((value) => ({
                value,
                label: t("accessToken.days", { count: Number(value) }),
              }))}
              value={days}
              onChange={(value) => value && setDays(value)}
              allowDeselect={false}
              w={140}
            />
            <Button type="submit" loading={create.isPending}>
              {t("accessToken.create")}
            </Button>
          </Group>
        </form>
        {tokens.isError && (
          <Alert color="red" role="alert">
            {t("error.generic")}
          </Alert>
        )}
        {tokens.data && tokens.data.length === 0 && <Text c="dimmed">{t("accessToken.none")}</Text>}
        {tokens.data && tokens.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("accessToken.name")}</Table.Th>
                <Table.Th>{t("accessToken.created")}</Table.Th>
                <Table.Th>{t("accessToken.expires")}</Table.Th>
                <Table.Th>{t("accessToken.lastUsed")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <Table.Tr key={token._id}>
                  <Table.Td>{token.name}</Table.Td>
                  <Table.Td>{formatDate(token.createdAt)}</Table.Td>
                  <Table.Td>
                    {token.expiresAt ? formatDate(token.expiresAt) : t("accessToken.never")}
                  </Table.Td>
                  <Table.Td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : "—"}</Table.Td>
                  <Table.Td>
                    <Button size="xs" color="red" variant="subtle" onClick={() => setDeleting(token)}>
                      {t("accessToken.delete")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("accessToken.deleteTitle")}
        centered
      >
        <Stack>
          <Text>{t("accessToken.deleteText", { name: deleting?.name ?? "" })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t("gettingIn.cancel")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting._id, {
                  onSuccess: () => setDeleting(null),
                  onError: (failure) => setError(failure.message || t("error.generic")),
                })
              }
            >
              {t("accessToken.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
