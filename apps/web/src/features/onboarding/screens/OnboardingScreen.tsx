import type { OnboardingState } from "@chorus/shared/onboarding/onboarding.contract";
import {
  isCountedStep,
  type OnboardingStep,
  STEP_EVENT,
  stepCounter,
} from "@chorus/shared/onboarding/onboarding.rules";
import { Paper, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { browser } from "../../../lib/browser.ts";
import { isMobileDevice } from "../../../lib/device.ts";
import { PageFrame } from "../../../lib/PageFrame.tsx";
import { sessionKeys } from "../../session/index.ts";
import { fetchOnboardingState, onboardingApi, onboardingKeys } from "../api.ts";
import {
  AnonymousStep,
  AuthStep,
  ConsentStep,
  ContentLanguageStep,
  FullNameStep,
  GreetingStep,
  GroupStep,
  PasswordStep,
  PlatformLanguageStep,
  type StepProps,
  TeamStep,
  TranslationTargetStep,
  UnavailabilityStep,
} from "../components/steps.tsx";
import {
  MOBILE_FINAL_STEPS,
  NEXT_STEP_DELAY_MS,
  nextStepAfter,
  RELOAD_FLAG_KEY,
  writeSessionFlag,
} from "../onboarding-progress.ts";
import classes from "./OnboardingScreen.module.css";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const STEP_VIEW: Record<OnboardingStep, (props: StepProps) => React.ReactNode> = {
  unavailability: UnavailabilityStep,
  "platform-language": PlatformLanguageStep,
  greeting: GreetingStep,
  consent: ConsentStep,
  group: GroupStep,
  "team-one": (props) => <TeamStep {...props} level={1} />,
  "team-two": (props) => <TeamStep {...props} level={2} />,
  fullname: FullNameStep,
  auth: AuthStep,
  password: PasswordStep,
  anonymous: AnonymousStep,
  "translation-target-language": TranslationTargetStep,
  "content-language": ContentLanguageStep,
};

/**
 * Access §2/§4 onboarding: one step at a time. A completed step fires its event; the state is
 * read again (a chosen group brings its teams) and the next step shows after 100 ms. After the
 * last one a phone goes to the app's magic link, everyone else to the feed.
 */
export function OnboardingScreen({ initialState }: { initialState: OnboardingState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState(initialState);
  const [current, setCurrent] = useState<OnboardingStep | null>(initialState.currentStep);
  const [finishing, setFinishing] = useState(false);

  useEffect(() => writeSessionFlag(RELOAD_FLAG_KEY, null), []);

  async function finish(lastStep: OnboardingStep) {
    setFinishing(true);
    if (isMobileDevice() && MOBILE_FINAL_STEPS.includes(lastStep)) {
      try {
        browser.assign(await onboardingApi.mobileLink());
        return;
      } catch {
        // no app link: the web feed it is
      }
    }
    await queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
    queryClient.removeQueries({ queryKey: onboardingKeys.state });
    navigate("/", { replace: true });
  }

  async function handleDone(step: OnboardingStep) {
    const event = STEP_EVENT[step];
    if (event) await onboardingApi.fireEvent(event);
    await wait(NEXT_STEP_DELAY_MS);
    const fresh = await queryClient.fetchQuery({
      queryKey: onboardingKeys.state,
      queryFn: ({ signal }) => fetchOnboardingState(signal),
      staleTime: 0,
    });
    setState(fresh);
    // The server decides what is left; should it still name this step, take the next in order.
    const target =
      fresh.currentStep === null
        ? null
        : fresh.currentStep !== step
          ? fresh.currentStep
          : nextStepAfter(fresh.stepList, step);
    if (target === null) await finish(step);
    else setCurrent(target);
  }

  if (current === null || finishing) {
    return (
      <Text role="status" ta="center" py="xl">
        {t("common.loading")}
      </Text>
    );
  }

  const View = STEP_VIEW[current];
  // Greeting, content-language and the queue's wait are outside the count, so they show no counter
  // either. The count runs over the steps that apply or may still come: its total never grows.
  const counter = isCountedStep(current) ? stepCounter(state.countedStepList, current) : null;
  return (
    <main className={classes.page} id="main-content" tabIndex={-1}>
      <Text className={classes.wordmark}>{t("app.name")}</Text>
      <PageFrame kind="narrow">
        <Paper withBorder shadow="sm" p="xl" data-step={current}>
          <View
            key={current}
            state={state}
            counter={counter}
            onDone={() => handleDone(current)}
            onQueued={() => setCurrent("unavailability")}
          />
        </Paper>
      </PageFrame>
    </main>
  );
}
