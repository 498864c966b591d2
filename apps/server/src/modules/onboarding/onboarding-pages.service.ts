import { ONBOARDING_PAGE_NAMES } from "@chorus/shared/onboarding/onboarding.contract";
import { eq, sql } from "drizzle-orm";
import { onboardingPage } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { plainText, sanitizeRichText } from "./rich-text.ts";

type PageName = (typeof ONBOARDING_PAGE_NAMES)[number];
export interface OnboardingPage {
  pageName: PageName;
  title: string;
  description: string;
}

/** All three pages in the spec's order; a page the company never set has an empty title and description. */
export async function listOnboardingPages(ctx: RequestContext, companyId: string): Promise<OnboardingPage[]> {
  requireSameCompany(ctx, companyId);
  const rows = await ctx.db.select().from(onboardingPage).where(eq(onboardingPage.companyId, ctx.companyId));
  return ONBOARDING_PAGE_NAMES.map((pageName) => {
    const row = rows.find((r) => r.pageName === pageName);
    return { pageName, title: row?.title ?? "", description: row?.description ?? "" };
  });
}

export async function saveOnboardingPages(
  ctx: RequestContext,
  input: OnboardingPage | OnboardingPage[],
): Promise<OnboardingPage[]> {
  const pages = Array.isArray(input) ? input : [input];
  await ctx.db.transaction(async (tx) => {
    for (const page of pages) {
      const values = { title: plainText(page.title), description: sanitizeRichText(page.description) };
      await tx
        .insert(onboardingPage)
        .values({ companyId: ctx.companyId, pageName: page.pageName, ...values })
        .onConflictDoUpdate({
          target: [onboardingPage.companyId, onboardingPage.pageName],
          set: { ...values, updatedAt: sql`now()` },
        });
    }
  });
  return listOnboardingPages(ctx, ctx.companyId);
}
