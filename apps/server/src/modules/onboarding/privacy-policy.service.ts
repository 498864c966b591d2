import type { PrivacyPolicy } from "@chorus/shared/onboarding/onboarding.contract";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { findPrivacyPolicy, type PrivacyPolicyRow } from "../consent/index.ts";
import { clearPrivacyPolicy, upsertPrivacyPolicy } from "./privacy-policy.repository.ts";
import { httpLink, plainText, sanitizeRichText } from "./rich-text.ts";

export const NEEDS_LINK_OR_TEXT = "Please add a link or a text for the privacy policy.";
export const INVALID_LINK = "The privacy policy link must be an http or https address.";

function present(companyId: string, row: PrivacyPolicyRow | null): PrivacyPolicy {
  const active = row?.isActive === true;
  return {
    companyId,
    link: active ? (row?.link ?? null) : null,
    description: active ? (row?.description ?? null) : null,
    headline: active ? (row?.headline ?? null) : null,
    body: active ? (row?.body ?? null) : null,
    version: active ? (row?.version ?? 0) : 0,
  };
}

export async function getPrivacyPolicy(ctx: RequestContext, companyId: string): Promise<PrivacyPolicy> {
  requireSameCompany(ctx, companyId);
  return present(ctx.companyId, await findPrivacyPolicy(ctx.db, ctx.companyId));
}

/** Creates or replaces the policy; the version goes up, so every user consents to it again. */
export async function savePrivacyPolicy(
  ctx: RequestContext,
  input: { link?: string; description?: string; headline?: string; body?: string },
): Promise<PrivacyPolicy> {
  const link = input.link?.trim() ? httpLink(input.link) : null;
  if (input.link?.trim() && !link) throw badRequest(INVALID_LINK);
  const body = input.body ? sanitizeRichText(input.body) : "";
  const headline = input.headline ? plainText(input.headline) : "";
  const description = input.description ? sanitizeRichText(input.description) : "";
  if (!link && !body && !headline) throw badRequest(NEEDS_LINK_OR_TEXT);
  await upsertPrivacyPolicy(ctx.db, ctx.companyId, {
    link,
    body: body || null,
    headline: headline || null,
    description: description || null,
  });
  return present(ctx.companyId, await findPrivacyPolicy(ctx.db, ctx.companyId));
}

/** Clears the policy but keeps its row, so the next one gets a higher version. */
export async function deletePrivacyPolicy(ctx: RequestContext, companyId: string): Promise<PrivacyPolicy> {
  requireSameCompany(ctx, companyId);
  await clearPrivacyPolicy(ctx.db, ctx.companyId);
  return present(ctx.companyId, null);
}
