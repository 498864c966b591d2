import { authBrowserRoutes } from "@chorus/shared/auth/auth.endpoints";
import { ERROR_CODE } from "@chorus/shared/errors/error-codes";
import { browserHref } from "@chorus/shared/http/endpoint";
import { DEFAULT_TRANSLATION, ONBOARDING_LANGUAGES } from "@chorus/shared/language/languages";
import { consentWarning } from "@chorus/shared/onboarding/consent.contract";
import type { OnboardingState } from "@chorus/shared/onboarding/onboarding.contract";
import { TEAM_LEVEL_OF_STEP } from "@chorus/shared/onboarding/onboarding.rules";
import { socnetBrowserRoutes } from "@chorus/shared/share/socnet.endpoints";
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { browser } from "../../../lib/browser.ts";
import { networkLabel } from "../../../lib/sign-in-network.ts";
import { useAuthMethods } from "../../auth/index.ts";
import {
  savePlatformLanguage,
  saveReadLanguages,
  saveTranslationLanguage,
  useTranslationTargets,
} from "../../language/index.ts";
import {
  NewPasswordField,
  passwordAcceptable,
  passwordErrorMessage,
  useSetPassword,
} from "../../password/index.ts";
import { useSession } from "../../session/index.ts";
import { onboardingApi, useConsent, useOnboardingPages } from "../api.ts";
import { RELOAD_FLAG_KEY, writeSessionFlag } from "../onboarding-progress.ts";
import { StepFrame } from "./StepFrame.tsx";

/** What every step gets from the onboarding screen. */
export interface StepProps {
  state: OnboardingState;
  counter: ReturnType<typeof import("@chorus/shared/onboarding/onboarding.rules").stepCounter>;
  /** The step saved its choice: fire its event and move on. */
  onDone: () => Promise<void>;
  /** Group full (400.74): show the unavailability step. */
  onQueued?: () => void;
}

/** Runs a save, keeps 'Sending...' on meanwhile and turns a failure into the step's warning. */
function useStepSubmit(onDone: () => Promise<void>) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(
    save: () => Promise<unknown>,
    describe?: (failure: unknown) => string | null | undefined,
  ) {
    setSending(true);
    setError(null);
    try {
      await save();
      await onDone();
    } catch (failure) {
      setSending(false);
      const described = describe?.(failure);
      if (described !== null)
        setError(described ?? (isApiError(failure) ? failure.message : t("error.generic")));
    }
  }
  return { sending, error, setError, submit };
}

export function UnavailabilityStep({ state, counter }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepFrame title={t("onboarding.unavailability.title")} counter={counter} sending={false}>
      <Text>
        {t("onboarding.unavailability.text", {
          group: state.queuedGroup?.name ?? t("onboarding.unavailability.yourGroup"),
        })}
      </Text>
    </StepFrame>
  );
}

export function PlatformLanguageStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const initial = ONBOARDING_LANGUAGES.some((l) => l.value === session.user.language)
    ? session.user.language
    : "en";
  const [language, setLanguage] = useState(initial);
  const step = useStepSubmit(onDone);
  return (
    <StepFrame
      title={t("onboarding.platformLanguage.title")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      onContinue={() =>
        void step.submit(async () => {
          await savePlatformLanguage(language);
          if (language !== "en") {
            // Access §4: a non-English choice reloads the page, then onboarding continues.
            await onboardingApi.fireEvent("ob_ui_language_set");
            writeSessionFlag(RELOAD_FLAG_KEY, "platform-language");
            browser.reload();
            await new Promise(() => {}); // stay on 'Sending...' until the page goes
          }
        })
      }
    >
      <Radio.Group value={language} onChange={setLanguage} label={t("onboarding.platformLanguage.label")}>
        <Stack gap="xs" mt="xs">
          {ONBOARDING_LANGUAGES.map((option) => (
            <Radio key={option.value} value={option.value} label={option.display} />
          ))}
        </Stack>
      </Radio.Group>
    </StepFrame>
  );
}

export function GreetingStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const pages = useOnboardingPages(session.company._id);
  const welcome = pages.data?.find((page) => page.pageName === "welcome");
  const step = useStepSubmit(onDone);
  return (
    <StepFrame
      title={welcome?.title || t("onboarding.greeting.title", { company: session.company.name })}
      description={welcome?.description || t("onboarding.greeting.text")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      onContinue={() => void step.submit(async () => {})}
    />
  );
}

/** Access §8: a consent load failure shows the generic error, then signs out after 2 s. */
export const CONSENT_FAILURE_REDIRECT_MS = 2000;

export function ConsentStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const consent = useConsent();
  const [tos, setTos] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [custom, setCustom] = useState(false);
  const step = useStepSubmit(onDone);

  useEffect(() => {
    if (!consent.isError) return;
    const timer = setTimeout(
      () => browser.assign(browserHref(authBrowserRoutes.signOut)),
      CONSENT_FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [consent.isError]);

  if (consent.isPending) return <Loader aria-label={t("common.loading")} />;
  if (consent.isError) {
    return (
      <Text role="alert" c="red">
        {t("error.generic")}
      </Text>
    );
  }
  const { customization } = consent.data;
  const type = customization.type;

  function handleContinue() {
    const body = {
      termOfService: tos,
      privacyPolicy: privacy,
      ...(type !== "none" ? { customerPolicy: custom } : {}),
    };
    const warning = consentWarning(type, body);
    if (warning) {
      step.setError(t(`onboarding.consent.warning.${type}`));
      return;
    }
    void step.submit(() => onboardingApi.saveConsent(body));
  }

  const customLabel = customization.headline || t("onboarding.consent.companyPolicy");
  return (
    <StepFrame
      title={t("onboarding.consent.title")}
      description={t("onboarding.consent.text")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      onContinue={handleContinue}
    >
      <Checkbox
        checked={tos}
        onChange={(event) => setTos(event.currentTarget.checked)}
        label={
          <>
            {t("onboarding.consent.accept")}{" "}
            <Anchor href="/terms-of-service" target="_blank" rel="noopener">
              {t("onboarding.consent.termsOfService")}
            </Anchor>
          </>
        }
      />
      <Checkbox
        checked={privacy}
        onChange={(event) => setPrivacy(event.currentTarget.checked)}
        label={
          <>
            {t("onboarding.consent.accept")}{" "}
            <Anchor href="/privacy-policy" target="_blank" rel="noopener">
              {t("onboarding.consent.privacyPolicy")}
            </Anchor>
          </>
        }
      />
      {type === "text" && (
        <Stack gap={4}>
          {customization.headline && <Text fw={600}>{customization.headline}</Text>}
          {customization.body && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {customization.body}
            </Text>
          )}
        </Stack>
      )}
      {type !== "none" && (
        <Checkbox
          checked={custom}
          onChange={(event) => setCustom(event.currentTarget.checked)}
          label={
            <>
              {t("onboarding.consent.accept")}{" "}
              {customization.link ? (
                <Anchor href={customization.link} target="_blank" rel="noopener noreferrer">
                  {customLabel}
                </Anchor>
              ) : (
                customLabel
              )}
            </>
          }
        />
      )}
    </StepFrame>
  );
}

export function GroupStep({ state, counter, onDone, onQueued }: StepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const pages = useOnboardingPages(session.company._id);
  const page = pages.data?.find((p) => p.pageName === "group");
  const [groupId, setGroupId] = useState<string | null>(null);
  const step = useStepSubmit(onDone);
  return (
    <StepFrame
      title={page?.title || t("onboarding.group.title")}
      description={page?.description || t("onboarding.group.text")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      continueDisabled={groupId === null}
      onContinue={() =>
        groupId &&
        void step.submit(
          () => onboardingApi.chooseGroup(groupId),
          (failure) => {
            if (isApiError(failure) && failure.code === ERROR_CODE.groupFull) {
              onQueued?.();
              return null;
            }
            return undefined;
          },
        )
      }
    >
      <Radio.Group value={groupId} onChange={setGroupId} label={t("onboarding.group.label")}>
        <Stack gap="xs" mt="xs">
          {(state.groupList ?? []).map((group) => (
            <Radio key={group._id} value={group._id} label={group.name} />
          ))}
        </Stack>
      </Radio.Group>
    </StepFrame>
  );
}

export function TeamStep({ state, counter, onDone, level }: StepProps & { level: 1 | 2 }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const pages = useOnboardingPages(session.company._id);
  const page = pages.data?.find((p) => p.pageName === "team");
  const [teamIdList, setTeamIdList] = useState<string[]>([]);
  const teams = (state.teamList ?? []).filter((team) => team.level === level);
  const step = useStepSubmit(onDone);
  return (
    <StepFrame
      title={page?.title || t(level === 1 ? "onboarding.team.title" : "onboarding.team.titleTwo")}
      description={page?.description || t("onboarding.team.text")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      continueDisabled={teamIdList.length === 0}
      onContinue={() => void step.submit(() => onboardingApi.chooseTeams(teamIdList))}
    >
      <Checkbox.Group value={teamIdList} onChange={setTeamIdList} label={t("onboarding.team.label")}>
        <Stack gap="xs" mt="xs">
          {teams.map((team) => (
            <Checkbox key={team._id} value={team._id} label={team.name} />
          ))}
        </Stack>
      </Checkbox.Group>
    </StepFrame>
  );
}
export const teamLevel = (step: keyof typeof TEAM_LEVEL_OF_STEP) => TEAM_LEVEL_OF_STEP[step];

export function FullNameStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [firstName, setFirstName] = useState(session.user.firstName);
  const [lastName, setLastName] = useState(session.user.lastName);
  const step = useStepSubmit(onDone);
  function handleContinue() {
    if (firstName.trim() === "" || lastName.trim() === "") {
      step.setError(t("onboarding.fullname.required"));
      return;
    }
    void step.submit(() => onboardingApi.saveName(firstName.trim(), lastName.trim()));
  }
  return (
    <StepFrame
      title={t("onboarding.fullname.title")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      onContinue={handleContinue}
    >
      <TextInput
        label={t("onboarding.fullname.firstName")}
        value={firstName}
        onChange={(event) => setFirstName(event.currentTarget.value)}
        autoComplete="given-name"
        maxLength={100}
      />
      <TextInput
        label={t("onboarding.fullname.lastName")}
        value={lastName}
        onChange={(event) => setLastName(event.currentTarget.value)}
        autoComplete="family-name"
        maxLength={100}
      />
    </StepFrame>
  );
}

export function AuthStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const methods = useAuthMethods();
  const connected = session.user.connected as Record<string, boolean>;
  const networks = methods.data?.networkList ?? [];
  const anyConnected = networks.some((network) => connected[network] === true);
  const step = useStepSubmit(onDone);
  return (
    <StepFrame
      title={anyConnected ? t("onboarding.auth.titleConnected") : t("onboarding.auth.title")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      continueDisabled={!anyConnected}
      onContinue={() => void step.submit(async () => {})}
    >
      <Stack gap="xs">
        {networks.map((network) =>
          connected[network] ? (
            <Group key={network} gap="xs">
              <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
              <Text>{t("onboarding.auth.connected", { network: networkLabel(network) })}</Text>
            </Group>
          ) : (
            <Button
              key={network}
              component="a"
              href={browserHref(socnetBrowserRoutes.connect, { params: { network } })}
              variant="outline"
            >
              {t("onboarding.auth.connect", { network: networkLabel(network) })}
            </Button>
          ),
        )}
      </Stack>
    </StepFrame>
  );
}

export function PasswordStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const setPassword = useSetPassword();
  const [password, setPasswordValue] = useState("");
  const step = useStepSubmit(onDone);
  const context = {
    companyName: session.company.name,
    subdomain: session.company.subdomain,
    email: session.user.email,
    firstName: session.user.firstName,
    lastName: session.user.lastName,
  };
  return (
    <StepFrame
      title={t("onboarding.password.title")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      continueDisabled={!passwordAcceptable(password, context)}
      onContinue={() =>
        void step.submit(
          () => setPassword.mutateAsync(password),
          (failure) => passwordErrorMessage(failure, t),
        )
      }
    >
      <NewPasswordField
        label={t("onboarding.password.label")}
        value={password}
        onChange={(value) => {
          setPasswordValue(value);
          step.setError(null);
        }}
        context={context}
        autoFocus
      />
    </StepFrame>
  );
}

export function AnonymousStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [anonymous, setAnonymous] = useState(session.user.anonymousEnabled);
  const step = useStepSubmit(onDone);
  return (
    <StepFrame
      title={t("onboarding.anonymous.title")}
      description={t("onboarding.anonymous.text")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      onContinue={() => void step.submit(() => onboardingApi.saveAnonymous(anonymous))}
    >
      <Switch
        checked={anonymous}
        onChange={(event) => setAnonymous(event.currentTarget.checked)}
        label={t("onboarding.anonymous.label")}
      />
    </StepFrame>
  );
}

export function TranslationTargetStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const targets = useTranslationTargets();
  const [value, setValue] = useState(DEFAULT_TRANSLATION.value);
  const step = useStepSubmit(onDone);
  const options = targets.data ?? [DEFAULT_TRANSLATION];
  return (
    <StepFrame
      title={t("onboarding.translation.title")}
      description={t("onboarding.translation.text")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      onContinue={() =>
        void step.submit(() =>
          saveTranslationLanguage(options.find((option) => option.value === value) ?? DEFAULT_TRANSLATION),
        )
      }
    >
      <Select
        label={t("languageSettings.translationLanguage")}
        data={options.map((option) => ({ value: option.value, label: option.display }))}
        value={value}
        onChange={(next) => next && setValue(next)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
    </StepFrame>
  );
}

export function ContentLanguageStep({ counter, onDone }: StepProps) {
  const { t } = useTranslation();
  const [readAll, setReadAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const step = useStepSubmit(onDone);
  function handleContinue() {
    if (!readAll && chosen.length === 0) {
      step.setError(t("onboarding.contentLanguage.required"));
      return;
    }
    void step.submit(() => saveReadLanguages(readAll ? [] : chosen));
  }
  return (
    <StepFrame
      title={t("onboarding.contentLanguage.title")}
      description={t("onboarding.contentLanguage.text")}
      counter={counter}
      sending={step.sending}
      error={step.error}
      onContinue={handleContinue}
    >
      <Checkbox
        label={t("languageSettings.readAll")}
        checked={readAll}
        onChange={(event) => {
          setReadAll(event.currentTarget.checked);
          step.setError(null);
        }}
      />
      {!readAll && (
        <Checkbox.Group value={chosen} onChange={setChosen} label={t("languageSettings.readLanguages")}>
          <Stack gap="xs" mt="xs">
            {ONBOARDING_LANGUAGES.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.display} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </StepFrame>
  );
}
