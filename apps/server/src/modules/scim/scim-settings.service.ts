import { randomBytes } from "node:crypto";
import type { ScimSettings, ScimSettingsBody, ScimToken } from "@chorus/shared/scim/scim.contract";
import type { RequestContext } from "../../platform/context.ts";
import { hashToken } from "../../platform/crypto.ts";
import { requireCompanyAdmin } from "../../platform/tenant.ts";
import { type ConnectionRow, findConnection, listErrors, saveConnection } from "./scim.repository.ts";

/** Where the directory calls: the SCIM base URL under the app's public address. */
export const scimBaseUrl = (publicUrl: string) => `${publicUrl}/scim/v2`;
export const SCIM_TOKEN_PREFIX = "chorus_scim_";
const ERRORS_SHOWN = 20;

async function present(
  ctx: RequestContext,
  publicUrl: string,
  row: ConnectionRow | null,
): Promise<ScimSettings> {
  const errors = await listErrors(ctx.db, ctx.companyId, ERRORS_SHOWN);
  return {
    endpointUrl: scimBaseUrl(publicUrl),
    hasToken: Boolean(row?.tokenHash),
    tokenHint: row?.tokenHash ? row.tokenHint : null,
    tokenCreatedAt: row?.tokenHash ? (row.tokenCreatedAt?.toISOString() ?? null) : null,
    groupMapping: row?.groupMapping === "team" ? "team" : "group",
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    errorList: errors.map((e) => ({
      _id: e.id,
      type: e.type,
      message: e.message,
      dateTime: e.createdAt.toISOString(),
    })),
  };
}

export async function readScimSettings(ctx: RequestContext, publicUrl: string, companyId: string) {
  requireCompanyAdmin(ctx, companyId);
  return present(ctx, publicUrl, await findConnection(ctx.db, ctx.companyId));
}

export async function updateScimSettings(
  ctx: RequestContext,
  publicUrl: string,
  companyId: string,
  body: ScimSettingsBody,
): Promise<ScimSettings> {
  requireCompanyAdmin(ctx, companyId);
  const row = await ctx.db.transaction((tx) =>
    saveConnection(tx, ctx.companyId, { groupMapping: body.groupMapping }),
  );
  return present(ctx, publicUrl, row);
}

/** A new token replaces the previous one at once (rotation); only its SHA-256 is kept. */
export async function generateScimToken(
  ctx: RequestContext,
  publicUrl: string,
  companyId: string,
): Promise<ScimToken> {
  requireCompanyAdmin(ctx, companyId);
  const token = `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await ctx.db.transaction((tx) =>
    saveConnection(tx, ctx.companyId, {
      tokenHash: hashToken(token),
      tokenHint: token.slice(-4),
      tokenCreatedAt: new Date(),
    }),
  );
  return { token, settings: await present(ctx, publicUrl, row) };
}

export async function revokeScimToken(ctx: RequestContext, publicUrl: string, companyId: string) {
  requireCompanyAdmin(ctx, companyId);
  const row = await ctx.db.transaction((tx) =>
    saveConnection(tx, ctx.companyId, { tokenHash: null, tokenHint: null, tokenCreatedAt: null }),
  );
  return present(ctx, publicUrl, row);
}
