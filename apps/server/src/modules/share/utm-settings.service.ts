import type { CompanyUtmSettings } from "@chorus/shared/share/utm.contract";
import {
  buildUtmParams,
  DEFAULT_UTM_TAG_LIST,
  effectiveUtmTags,
  postUtmTagList,
  type UtmTag,
} from "@chorus/shared/share/utm.rules";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { requireCompanyAdmin } from "../../platform/tenant.ts";
import type { PostRow } from "../post/index.ts";
import type { ShareRow } from "./share.repository.ts";
import { findUtmSetting, saveUtmSetting, type UtmSettingRow } from "./utm-settings.repository.ts";

/** Stored tags as the rules' type, in their order (the column holds what the contract accepted). */
const tagsOf = (row: UtmSettingRow): UtmTag[] =>
  postUtmTagList(Object.fromEntries(row.tagList.map((t) => [t.name, t])));

/** Nothing stored yet: disabled, showing the tags links carry today as the starting point. */
const present = (row: UtmSettingRow | null): CompanyUtmSettings => ({
  isEnabled: row?.isEnabled ?? false,
  tagList: (row ? tagsOf(row) : DEFAULT_UTM_TAG_LIST).map((t) => ({
    name: t.name,
    type: t.type,
    ...(t.type === "staticText" && t.value !== undefined ? { value: t.value } : {}),
  })),
});

/** GET /api/company/{companyId}/utm. */
export async function readUtmSettings(ctx: RequestContext, companyId: string): Promise<CompanyUtmSettings> {
  requireCompanyAdmin(ctx, companyId);
  return present(await findUtmSetting(ctx.db, ctx.companyId));
}

/** PUT /api/company/{companyId}/utm: the whole settings; a value is kept only for staticText tags. */
export async function updateUtmSettings(
  ctx: RequestContext,
  companyId: string,
  body: CompanyUtmSettings,
): Promise<CompanyUtmSettings> {
  requireCompanyAdmin(ctx, companyId);
  const tagList = body.tagList.map((t) => ({
    name: t.name,
    type: t.type,
    ...(t.type === "staticText" ? { value: t.value ?? "" } : {}),
  }));
  const row = await ctx.db.transaction((tx) =>
    saveUtmSetting(tx, {
      companyId: ctx.companyId,
      isEnabled: body.isEnabled,
      tagList,
      updatedBy: ctx.actor.userId,
    }),
  );
  return present(row);
}

/**
 * The UTM query parameters of a followed tracked link: the company's tags when enabled (the
 * post's own utmTags replacing tags of the same name), else the defaults. userId is the sharer:
 * the account the post was shared on.
 */
export async function trackedLinkUtmParams(db: Queryable, share: ShareRow, post: PostRow) {
  const setting = await findUtmSetting(db, share.companyId);
  const tags = effectiveUtmTags(
    setting ? { isEnabled: setting.isEnabled, tagList: tagsOf(setting) } : null,
    postUtmTagList(post.utmTags),
  );
  return buildUtmParams(tags, { userId: share.userId, postId: post.id, socialNetwork: share.media });
}
