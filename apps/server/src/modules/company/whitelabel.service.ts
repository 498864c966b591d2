import { DEFAULT_HIGHLIGHT_COLOR } from "@chorus/shared/company/company.contract";
import type { CompanySettings, WhitelabelBody } from "@chorus/shared/company/company-admin.contract";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { presentCompanySettings } from "./company.presenter.ts";
import { updateCompany } from "./company.repository.ts";

/** PUT /api/company/{companyId}/whitelabel: logo, login image and highlight colour (what is sent). */
export async function saveWhitelabel(
  ctx: RequestContext,
  companyId: string,
  body: WhitelabelBody,
): Promise<CompanySettings> {
  requireSameCompany(ctx, companyId);
  const row = await ctx.db.transaction((tx) =>
    updateCompany(tx, ctx.companyId, {
      ...(body.ImageUrl !== undefined && { imageUrl: body.ImageUrl }),
      ...(body.ImageUrlLogin !== undefined && { imageUrlLogin: body.ImageUrlLogin }),
      ...(body.HighlightColor !== undefined && { highlightColor: body.HighlightColor.toUpperCase() }),
    }),
  );
  if (!row) throw notFound("Company not found");
  return presentCompanySettings(row);
}

/** DELETE /api/company/{companyId}/whitelabel: the product's look again. */
export async function resetWhitelabel(ctx: RequestContext, companyId: string): Promise<CompanySettings> {
  requireSameCompany(ctx, companyId);
  const row = await ctx.db.transaction((tx) =>
    updateCompany(tx, ctx.companyId, {
      imageUrl: null,
      imageUrlLogin: null,
      highlightColor: DEFAULT_HIGHLIGHT_COLOR,
    }),
  );
  if (!row) throw notFound("Company not found");
  return presentCompanySettings(row);
}
