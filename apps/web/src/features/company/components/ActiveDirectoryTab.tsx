import type { CompanySettings } from "@chorus/shared/company/company-admin.contract";
import type { ScimGroupMapping } from "@chorus/shared/scim/scim.contract";
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useGenerateScimToken, useRevokeScimToken, useScimSettings, useUpdateScimSettings } from "../api.ts";

const when = (at: string | null) => (at ? dayjs(at).format("D MMM YYYY HH:mm") : null);

/**
 * Company settings › Active Directory: the SCIM 2.0 endpoint an identity provider (Entra ID, Okta)
 * calls, its bearer token (shown once; rotate or revoke), whether directory groups become Chorus
 * groups or teams, the last sync and the directory's recent errors.
 */
export function ActiveDirectoryTab({ company, editable }: { company: CompanySettings; editable: boolean }) {
  const { t } = useTranslation();
  const settings = useScimSettings(company._id);
  const generate = useGenerateScimToken(company._id);
  const revoke = useRevokeScimToken(company._id);
  const update = useUpdateScimSettings(company._id);
  const [secret, setSecret] = useState<string | null>(null);
  const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : t("error.generic"));

  if (!editable) return <Text c="dimmed">{t("company.directory.adminOnly")}</Text>;
  if (settings.isPending) return <Loader aria-label={t("common.loading")} />;
  if (settings.isError || !settings.data)
    return (
      <Alert color="red" role="alert">
        {t("error.generic")}
      </Alert>
    );
  const scim = settings.data;

  const handleGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (answer) => setSecret(answer.token),
      onError: failed,
    });
  const handleRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setSecret(null);
        notify.success(t("company.directory.revoked"));
      },
      onError: failed,
    });
  const handleMapping = (value: string) =>
    update.mutate(
      { groupMapping: value as ScimGroupMapping },
      { onSuccess: () => notify.success(t("company.saved")), onError: failed },
    );

  return (
    <Stack gap="lg">
      <Text>{t("company.directory.intro")}</Text>

      <TextInput label={t("company.directory.endpoint")} value={scim.endpointUrl} readOnly />

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("company.directory.token")}
        </Title>
        <Text size="sm" c="dimmed" data-testid="scim-token-state">
          {scim.hasToken
            ? t("company.directory.tokenActive", {
                hint: scim.tokenHint ?? "",
                date: when(scim.tokenCreatedAt) ?? "",
              })
            : t("company.directory.noToken")}
        </Text>
        {secret && (
          <Alert color="yellow" title={t("company.directory.copyNow")}>
            <Stack gap="xs">
              <Code block data-testid="scim-token">
                {secret}
              </Code>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? t("company.directory.copied") : t("company.directory.copy")}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        <Group>
          <Button onClick={handleGenerate} loading={generate.isPending}>
            {scim.hasToken ? t("company.directory.rotate") : t("company.directory.generate")}
          </Button>
          {scim.hasToken && (
            <Button color="red" variant="light" onClick={handleRevoke} loading={revoke.isPending}>
              {t("company.directory.revoke")}
            </Button>
          )}
        </Group>
      </Stack>

      <Radio.Group
        label={t("company.directory.mapping")}
        description={t("company.directory.mappingHelp")}
        value={scim.groupMapping}
        onChange={handleMapping}
      >
        <Group mt="xs">
          <Radio value="group" label={t("company.directory.mapToGroups")} disabled={update.isPending} />
          <Radio value="team" label={t("company.directory.mapToTeams")} disabled={update.isPending} />
        </Group>
      </Radio.Group>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("company.directory.sync")}
        </Title>
        <Text size="sm">
          {scim.lastSyncAt
            ? t("company.directory.lastSync", { date: when(scim.lastSyncAt) })
            : t("company.directory.neverSynced")}
        </Text>
        {scim.errorList.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("company.directory.noErrors")}
          </Text>
        ) : (
          <Table striped aria-label={t("company.directory.errors")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("company.directory.errorDate")}</Table.Th>
                <Table.Th>{t("company.directory.errorType")}</Table.Th>
                <Table.Th>{t("company.directory.errorMessage")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scim.errorList.map((error) => (
                <Table.Tr key={error._id}>
                  <Table.Td>{when(error.dateTime)}</Table.Td>
                  <Table.Td>
                    {t(`company.directory.errorTypes.${error.type}`, { defaultValue: error.type })}
                  </Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
