import { AI_LOCATIONS, AI_PROVIDERS, AI_VERSIONS, type AiProvider } from "@chorus/shared/ai/ai.contract";
import { aiSettingsProblem } from "@chorus/shared/ai/ai-settings.rules";
import { Alert, Button, Group, PasswordInput, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useAiSettings, useSaveAiSettings } from "../api.ts";
import type { TabProps } from "./setting-controls.tsx";

interface Draft {
  isEnabled: boolean;
  provider: AiProvider | null;
  version: string;
  location: string;
  project: string;
  endpoint: string;
  deployment: string;
  apiKey: string;
}

/** The company's AI provider for share-message suggestions (the key is write-only). */
export function AiSettingsForm({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const settings = useAiSettings(company._id);
  const save = useSaveAiSettings(company._id);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    const s = settings.data;
    if (!s) return;
    setDraft({
      isEnabled: s.isEnabled,
      provider: s.provider,
      version: s.version ?? "",
      location: s.location ?? "",
      project: s.project ?? "",
      endpoint: s.endpoint ?? "",
      deployment: s.deployment ?? "",
      apiKey: "",
    });
  }, [settings.data]);
  if (settings.isError) return <Alert color="red">{t("error.generic")}</Alert>;
  if (!draft || !settings.data) return <Text size="sm">{t("common.loading")}</Text>;

  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const provider = draft.provider;
  const problem = aiSettingsProblem({
    isEnabled: draft.isEnabled,
    provider,
    version: draft.version || null,
    location: draft.location || null,
    project: draft.project || null,
    endpoint: draft.endpoint || null,
    deployment: draft.deployment || null,
    hasApiKey: settings.data.hasApiKey || draft.apiKey.trim() !== "",
  });
  const submit = () =>
    save.mutate(
      {
        isEnabled: draft.isEnabled,
        provider,
        version: draft.version || null,
        location: draft.location || null,
        project: draft.project || null,
        endpoint: draft.endpoint || null,
        deployment: draft.deployment || null,
        ...(draft.apiKey.trim() && { apiKey: draft.apiKey.trim() }),
      },
      {
        onSuccess: () => notify.success(t("company.saved")),
        onError: (error) => notify.error(isApiError(error) ? error.message : t("error.generic")),
      },
    );

  return (
    <Stack gap="sm" maw={520}>
      <Switch
        label={t("company.ai.isEnabled")}
        checked={draft.isEnabled}
        disabled={!editable}
        onChange={(e) => set({ isEnabled: e.currentTarget.checked })}
      />
      <Select
        label={t("company.ai.provider")}
        data={[...AI_PROVIDERS]}
        value={provider}
        disabled={!editable}
        onChange={(value) => set({ provider: value as AiProvider | null, version: "", location: "" })}
        clearable
      />
      {provider && (
        <Select
          label={t("company.ai.version")}
          data={[...AI_VERSIONS[provider]]}
          value={draft.version || null}
          disabled={!editable}
          onChange={(value) => set({ version: value ?? "" })}
        />
      )}
      {provider && AI_LOCATIONS[provider].length > 0 && (
        <Select
          label={t("company.ai.location")}
          data={[...AI_LOCATIONS[provider]]}
          value={draft.location || null}
          disabled={!editable}
          onChange={(value) => set({ location: value ?? "" })}
        />
      )}
      {provider === "Vertex" && (
        <TextInput
          label={t("company.ai.project")}
          value={draft.project}
          disabled={!editable}
          onChange={(e) => set({ project: e.currentTarget.value })}
        />
      )}
      {provider && (
        <TextInput
          label={t("company.ai.endpoint")}
          description={t("company.ai.endpointHelp")}
          value={draft.endpoint}
          disabled={!editable}
          onChange={(e) => set({ endpoint: e.currentTarget.value })}
        />
      )}
      {provider === "Azure Open AI" && (
        <TextInput
          label={t("company.ai.deployment")}
          value={draft.deployment}
          disabled={!editable}
          onChange={(e) => set({ deployment: e.currentTarget.value })}
        />
      )}
      {provider && (
        <PasswordInput
          label={t("company.ai.apiKey")}
          description={settings.data.hasApiKey ? t("company.ai.apiKeyKept") : t("company.ai.apiKeyNone")}
          value={draft.apiKey}
          disabled={!editable}
          autoComplete="off"
          onChange={(e) => set({ apiKey: e.currentTarget.value })}
        />
      )}
      {problem && (
        <Text size="sm" c="red">
          {problem}
        </Text>
      )}
      {editable && (
        <Group>
          <Button loading={save.isPending} disabled={problem !== null} onClick={submit}>
            {t("company.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
