import { type Consent, type ConsentBody, consentWarning } from "@chorus/shared/onboarding/consent.contract";
import type { AppConfig } from "../../config.ts";
import type { Queryable } from "../../db/client.ts";
import { sideBySide } from "../../db/side-by-side.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { findConsent, findPrivacyPolicy, type PrivacyPolicyRow, saveConsent } from "./consent.repository.ts";

export type ConsentVersions = Pick<AppConfig, "termOfServiceVersion" | "privacyPolicyVersion">;

/** The company's own policy as the consent screen shows it: none, a link, or a text (headline, body, maybe a link). */
export function customizationOf(policy: PrivacyPolicyRow | null): Consent["customization"] {
  if (!policy?.isActive) return { type: "none" };
  const link = policy.link ?? undefined;
  if (policy.body || policy.headline)
    return { type: "text", link, headline: policy.headline ?? undefined, body: policy.body ?? undefined };
  if (link) return { type: "link", link };
  return { type: "none" };
}

/** The user's consent against the latest versions (access §3 Consent). */
export async function loadConsent(
  db: Queryable,
  versions: ConsentVersions,
  companyId: string,
  userId: string,
): Promise<Consent> {
  // Also read inside the onboarding event trigger's transaction (onboarding-facts.ts).
  const [row, policy] = await sideBySide(db, [
    () => findConsent(db, companyId, userId),
    () => findPrivacyPolicy(db, companyId),
  ]);
  const customization = customizationOf(policy);
  const latestCustomer = customization.type === "none" ? null : (policy?.version ?? null);
  const accepted = row?.customerPrivacyPolicyVersion ?? null;
  const isUpToDate =
    row !== null &&
    row.termOfServiceVersion === versions.termOfServiceVersion &&
    row.privacyPolicyVersion === versions.privacyPolicyVersion &&
    (latestCustomer === null || (accepted ?? 0) >= latestCustomer);
  return {
    termOfServiceVersion: row?.termOfServiceVersion ?? null,
    latestTermOfService: versions.termOfServiceVersion,
    privacyPolicyVersion: row?.privacyPolicyVersion ?? null,
    latestPrivacyPolicy: versions.privacyPolicyVersion,
    customerPrivacyPolicyVersion: accepted,
    latestCustomerPrivacyPolicyVersion: latestCustomer,
    customization,
    isUpToDate,
  };
}

export const getMyConsent = (ctx: RequestContext, versions: ConsentVersions) =>
  loadConsent(ctx.db, versions, ctx.companyId, ctx.actor.userId);

/** POST /api/user/consent: the required boxes must be ticked; records the versions shown. */
export async function acceptConsent(
  ctx: RequestContext,
  versions: ConsentVersions,
  body: ConsentBody,
): Promise<Consent> {
  const current = await getMyConsent(ctx, versions);
  const warning = consentWarning(current.customization.type, body);
  if (warning) throw badRequest(warning);
  await saveConsent(ctx.db, {
    companyId: ctx.companyId,
    userId: ctx.actor.userId,
    termOfServiceVersion: versions.termOfServiceVersion,
    privacyPolicyVersion: versions.privacyPolicyVersion,
    customerPrivacyPolicyVersion: current.latestCustomerPrivacyPolicyVersion ?? 0,
  });
  return getMyConsent(ctx, versions);
}
