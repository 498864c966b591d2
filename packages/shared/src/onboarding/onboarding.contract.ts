import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { ONBOARDING_STEPS } from "./onboarding.rules.ts";

export const onboardingStepSchema = z.enum(ONBOARDING_STEPS);

export const onboardingGroupSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  seatLimit: z.number().int(),
  memberCount: z.number().int(),
});
export const onboardingTeamSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  groupId: objectIdSchema.nullable(),
  level: z.number().int(),
  memberCount: z.number().int(),
});

/** GET /api/onboarding/state */
export const onboardingStateSchema = z.object({
  stepList: z.array(onboardingStepSchema),
  currentStep: onboardingStepSchema.nullable(),
  /**
   * What 'Step N of M' counts: the counted steps that apply and those that may still come (team
   * steps before the group is chosen), so M never grows during onboarding (countedSteps).
   */
  countedStepList: z.array(onboardingStepSchema),
  /** Null when the counter is hidden (one counted step or none). */
  stepCounter: z.object({ current: z.number().int(), total: z.number().int() }).nullable(),
  isFresh: z.boolean(),
  /** Groups the user may choose (group step): filtered by the user's e-mail domain. */
  groupList: z.array(onboardingGroupSchema).optional(),
  /** Teams of the current team step's level, in the user's group. */
  teamList: z.array(onboardingTeamSchema).optional(),
  /** Set on the unavailability step: the full group the user waits for. */
  queuedGroup: z.object({ _id: objectIdSchema, name: z.string(), position: z.number().int() }).optional(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** Event names: lower-case words joined by underscores (ob_group_chosen, channel_onboarding_archived …). */
export const userEventNameSchema = z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, "is not a valid event name");

/** POST /api/user/me/event: the spec's user event trigger, `_id` 'me'. */
export const userEventBodySchema = z.object({
  _id: z.literal("me"),
  triggeredEventList: z.array(userEventNameSchema).max(20),
});
export const userEventResultSchema = z.object({
  _id: objectIdSchema,
  triggeredEventList: z.array(z.string()),
  isFresh: z.boolean(),
});

/** PUT /api/user/me/group */
export const myGroupBodySchema = z.object({ groupId: objectIdSchema });
export const myGroupResultSchema = z.object({
  groupId: objectIdSchema,
  groupName: z.string(),
  memberCount: z.number().int(),
});

/** PUT /api/user/me/team */
export const myTeamBodySchema = z.object({ teamIdList: z.array(objectIdSchema).min(1).max(50) });
export const myTeamResultSchema = z.object({ teamIdList: z.array(objectIdSchema) });

export const FULL_NAME_REQUIRED = "Please, fill in your name.";

/** PUT /api/user/me: firstName and lastName, or anonymousEnabled (access §7). */
export const updateMeBodySchema = z.union([
  z.object({ firstName: z.string().max(100), lastName: z.string().max(100) }).strict(),
  z.object({ anonymousEnabled: z.boolean() }).strict(),
]);
export const meSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  anonymousEnabled: z.boolean(),
});

/** DELETE /api/user/me: the password re-confirms an irreversible action (users without one send none). */
export const deleteMeBodySchema = z.object({ password: z.string().max(200).optional() }).nullish();
export const deleteMeResultSchema = z.object({ success: z.literal(true) });

/** GET /auth/mobile/redirect */
export const mobileRedirectSchema = z.object({ data: z.object({ link: z.string() }) });
export const mobileLoginBodySchema = z.object({ token: z.string().min(10).max(200) });
export const MOBILE_APP_SCHEME = "chorus://login";

/** Onboarding page settings (access §2): pageName welcome, group or team, title, description. */
export const ONBOARDING_PAGE_NAMES = ["welcome", "group", "team"] as const;
export const onboardingPageSchema = z.object({
  pageName: z.enum(ONBOARDING_PAGE_NAMES),
  title: z.string().max(200),
  description: z.string().max(20_000),
});
export const onboardingPageListSchema = z.array(onboardingPageSchema);
export const onboardingPagesBodySchema = z.union([
  onboardingPageSchema,
  z.array(onboardingPageSchema).min(1).max(3),
]);

/** A custom privacy policy has link, description, headline, body (access §2). */
export const privacyPolicyBodySchema = z.object({
  link: z.string().max(2000).optional(),
  description: z.string().max(20_000).optional(),
  headline: z.string().max(300).optional(),
  body: z.string().max(100_000).optional(),
});
export const privacyPolicySchema = z.object({
  companyId: objectIdSchema,
  link: z.string().nullable(),
  description: z.string().nullable(),
  headline: z.string().nullable(),
  body: z.string().nullable(),
  /** 0 when the company has no policy of its own. */
  version: z.number().int(),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;
export const companyIdParamsSchema = z.object({ companyId: objectIdSchema });
