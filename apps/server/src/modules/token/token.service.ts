import { newObjectId } from "@chorus/shared/ids/object-id";
import { hasLab } from "@chorus/shared/labs/labs";
import { ACCESS_TOKEN_LAB_OFF, PERSONAL_TOKEN_PREFIX } from "@chorus/shared/token/token.contract";
import type { RequestContext } from "../../platform/context.ts";
import { hashToken } from "../../platform/crypto.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import {
  deleteTokenRow,
  findFeatureMap,
  findTokens,
  insertToken,
  type TokenRow,
} from "./token.repository.ts";
import { newSecret } from "./token-secret.ts";

const DAY_MS = 86_400_000;

const present = (row: TokenRow) => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Tokens exist only while access_token_lab is on for the company or the user. */
async function requireLab(ctx: RequestContext) {
  const [company, featureMap] = await Promise.all([
    findCompany(ctx.db, ctx.companyId),
    findFeatureMap(ctx.db, ctx.companyId, ctx.actor.userId),
  ]);
  const on =
    company !== null &&
    hasLab(
      { company: { smarpLabList: company.labList }, user: { smarpFeatureMap: featureMap } },
      "access_token_lab",
    );
  if (!on) throw forbidden(ACCESS_TOKEN_LAB_OFF);
}

/** POST /api/token: the secret is returned once and kept only as its SHA-256. */
export async function createToken(ctx: RequestContext, input: { name: string; expiresInDays?: number }) {
  await requireLab(ctx);
  const token = newSecret(PERSONAL_TOKEN_PREFIX);
  const now = new Date();
  const row = await insertToken(ctx.db, {
    id: newObjectId(now),
    companyId: ctx.companyId,
    userId: ctx.actor.userId,
    name: input.name,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
  });
  return { ...present(row), token };
}

export async function listTokens(ctx: RequestContext) {
  await requireLab(ctx);
  return (await findTokens(ctx.db, ctx.companyId, ctx.actor.userId)).map(present);
}

/** Another user's or company's token is simply not found. */
export async function deleteToken(ctx: RequestContext, tokenId: string) {
  await requireLab(ctx);
  if (!(await deleteTokenRow(ctx.db, ctx.companyId, ctx.actor.userId, tokenId)))
    throw notFound("Token not found");
  return { success: true as const };
}
