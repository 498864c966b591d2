import {
  DEFAULT_TRANSLATION,
  type LanguageOption,
  platformLanguagesFor,
  READ_LANGUAGES,
} from "@chorus/shared/language/languages";
import { Alert, Button, Checkbox, Group, Loader, MultiSelect, Select, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { applyUiLanguage } from "../../../i18n/i18n.ts";
import { uiLanguageOfSession } from "../../../i18n/use-locale.ts";
import { sessionKeys, useSession } from "../../session/index.ts";
import {
  useReadLanguages,
  useSaveLanguageSettings,
  useTranslationLanguage,
  useTranslationTargets,
} from "../api.ts";

interface LanguageSettingsFormProps {
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * Access §2 language settings: platform language (saved, then the whole UI switches to it at once), read languages
 * (empty = read all) and the translation target language.
 */
export function LanguageSettingsForm({ onSaved, onCancel }: LanguageSettingsFormProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const readLanguages = useReadLanguages();
  const translation = useTranslationLanguage();
  const targets = useTranslationTargets();

  if (readLanguages.isPending || translation.isPending || targets.isPending) {
    return <Loader aria-label={t("common.loading")} />;
  }
  if (readLanguages.isError) {
    return (
      <Alert color="red" role="alert">
        {t("error.generic")}
      </Alert>
    );
  }
  return (
    <LanguageSettingsFields
      platformLanguages={platformLanguagesFor(session.user.smarpFeatureMap)}
      initialLanguage={session.user.language}
      initialReadLang={readLanguages.data.readLang}
      initialTranslation={translation.data?.translation ?? DEFAULT_TRANSLATION}
      targets={targets.data ?? []}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

interface FieldsProps extends LanguageSettingsFormProps {
  platformLanguages: LanguageOption[];
  initialLanguage: string;
  initialReadLang: string[];
  initialTranslation: LanguageOption;
  targets: LanguageOption[];
}

function LanguageSettingsFields(props: FieldsProps) {
  const { t } = useTranslation();
  const save = useSaveLanguageSettings();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [language, setLanguage] = useState(props.initialLanguage);
  const [readAll, setReadAll] = useState(props.initialReadLang.length === 0);
  const [readLang, setReadLang] = useState<string[]>(props.initialReadLang);
  const [target, setTarget] = useState(props.initialTranslation.value);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Access §8: not reading all and nothing chosen is invalid.
    if (!readAll && readLang.length === 0) {
      setError(t("languageSettings.invalid"));
      return;
    }
    const languageChanged = language !== props.initialLanguage;
    const translation = props.targets.find((option) => option.value === target) ?? null;
    save.mutate(
      { language: languageChanged ? language : null, readLang: readAll ? [] : readLang, translation },
      {
        onSuccess: async () => {
          if (languageChanged) {
            // The whole UI switches at once, no reload; the session then carries the new language.
            await applyUiLanguage(uiLanguageOfSession({ ...session, user: { ...session.user, language } }));
            queryClient.setQueryData(sessionKeys.session2, {
              ...session,
              user: { ...session.user, language },
            });
            void queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
          }
          props.onSaved?.();
        },
        onError: (failure) => setError(failure.message || t("error.generic")),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Select
          label={t("languageSettings.platformLanguage")}
          data={props.platformLanguages.map((option) => ({ value: option.value, label: option.display }))}
          value={language}
          onChange={(value) => value && setLanguage(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Checkbox
          label={t("languageSettings.readAll")}
          checked={readAll}
          onChange={(event) => {
            setReadAll(event.currentTarget.checked);
            setError(null);
          }}
        />
        {!readAll && (
          <MultiSelect
            label={t("languageSettings.readLanguages")}
            data={READ_LANGUAGES.map((option) => ({ value: option.value, label: option.display }))}
            value={readLang}
            onChange={(value) => {
              setReadLang(value);
              setError(null);
            }}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Select
          label={t("languageSettings.translationLanguage")}
          data={props.targets.map((option) => ({ value: option.value, label: option.display }))}
          value={target}
          onChange={(value) => value && setTarget(value)}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
        <Group justify="flex-end">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t("gettingIn.cancel")}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t("gettingIn.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
