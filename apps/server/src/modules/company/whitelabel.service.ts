import { DEFAULT_HIGHLIGHT_COLOR } from "@chorus/shared/company/company.contract";
import type { CompanySettings, WhitelabelBody } from "@chorus/shared/company/company-admin.contract";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { canonicalMediaUrl, mediaRefOf } from "../../platform/media-url/media-url.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { presentCompanySettings } from "./company.presenter.ts";
import { updateCompany } from "./company.repository.ts";

/**
 * An image address as stored: an https one as is; one of our uploads in its canonical (unsigned)
 * form, and only the company's own (another company's key is refused).
 */
function storedImage(ctx: RequestContext, field: string, url: string | null): string | null {
  if (url === null || /^https:\/\//i.test(url)) return url;
  const ref = mediaRefOf(url);
  if (!ref || ref.companyId !== ctx.companyId) throw badRequest(`${field}: not an image of this company`);
  return canonicalMediaUrl(ref);
}

/** PUT /api/company/{companyId}/whitelabel: logo, login image and highlight colour (what is sent). */
export async function saveWhitelabel(
  ctx: RequestContext,
  companyId: string,
  body: WhitelabelBody,
): Promise<CompanySettings> {
  requireSameCompany(ctx, companyId);
  const changes = {
    ...(body.ImageUrl !== undefined && { imageUrl: storedImage(ctx, "ImageUrl", body.ImageUrl) }),
    ...(body.ImageUrlLogin !== undefined && {
      imageUrlLogin: storedImage(ctx, "ImageUrlLogin", body.ImageUrlLogin),
    }),
    ...(body.HighlightColor !== undefined && { highlightColor: body.HighlightColor.toUpperCase() }),
  };
  const row = await ctx.db.transaction((tx) => updateCompany(tx, ctx.companyId, changes));
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
