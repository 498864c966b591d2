import type { OnboardingState } from "@chorus/shared/onboarding/onboarding.contract";
import {
  applicableSteps,
  COMPLETED_EVENT,
  countedSteps,
  currentStep,
  stepCounter,
  TEAM_LEVEL_OF_STEP,
} from "@chorus/shared/onboarding/onboarding.rules";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import type { ConsentVersions } from "../consent/index.ts";
import {
  appendEvents,
  findTriggeredEvents,
  listGroups,
  listTeamsAtLevel,
  markNotFresh,
} from "./onboarding.repository.ts";
import { loadOnboardingFacts } from "./onboarding-facts.ts";

const emailDomainOf = (email: string | null) => email?.split("@")[1]?.toLowerCase() ?? null;

/** Groups a newcomer may pick: those without a domain list, or whose list holds the user's e-mail domain. */
export async function groupsOfferedTo(db: Queryable, companyId: string, email: string | null) {
  const domain = emailDomainOf(email);
  const groups = await listGroups(db, companyId);
  return groups
    .filter((g) => {
      const domains = (g.emailDomainList ?? []).map((d) => d.toLowerCase());
      return domains.length === 0 || (domain !== null && domains.includes(domain));
    })
    .map(({ emailDomainList: _domains, ...group }) => group);
}

/** GET /api/onboarding/state */
export async function getOnboardingState(
  ctx: RequestContext,
  versions: ConsentVersions,
): Promise<OnboardingState> {
  const { facts, user, queue } = await loadOnboardingFacts(ctx.db, versions, ctx.companyId, ctx.actor.userId);
  const stepList = applicableSteps(facts);
  const step = currentStep(facts);
  const countedStepList = countedSteps(facts);
  const state: OnboardingState = {
    stepList,
    currentStep: step,
    countedStepList,
    stepCounter: stepCounter(countedStepList, step),
    isFresh: user.isFresh,
  };
  if (stepList.includes("group")) state.groupList = await groupsOfferedTo(ctx.db, ctx.companyId, user.email);
  if (step === "team-one" || step === "team-two")
    state.teamList = await listTeamsAtLevel(ctx.db, ctx.companyId, user.groupId, TEAM_LEVEL_OF_STEP[step]);
  if (queue) state.queuedGroup = { _id: queue.groupId, name: queue.name, position: queue.position };
  return state;
}

/**
 * When a fresh user has nothing left to do, onboarding is over: is_fresh goes false and
 * ob_completed is added (SSO users included: they are "marked completed after the last step").
 */
export async function completeIfDone(
  tx: Queryable,
  versions: ConsentVersions,
  companyId: string,
  userId: string,
) {
  const { facts, user } = await loadOnboardingFacts(tx, versions, companyId, userId);
  if (!user.isFresh || currentStep(facts) !== null) return false;
  await appendEvents(tx, companyId, userId, [COMPLETED_EVENT]);
  await markNotFresh(tx, companyId, userId);
  return true;
}

export const SERVER_ONLY_EVENT = "ob_completed is added by the server when the last onboarding step is done.";

/** POST /api/user/me/event: the user event trigger (onboarding steps, channel_onboarding_archived …). */
export async function triggerEvents(
  ctx: RequestContext,
  versions: ConsentVersions,
  events: readonly string[],
) {
  if (events.includes(COMPLETED_EVENT)) throw badRequest(SERVER_ONLY_EVENT);
  return ctx.db.transaction(async (tx) => {
    await appendEvents(tx, ctx.companyId, ctx.actor.userId, events);
    await completeIfDone(tx, versions, ctx.companyId, ctx.actor.userId);
    return { _id: ctx.actor.userId, ...(await findTriggeredEvents(tx, ctx.companyId, ctx.actor.userId)) };
  });
}
