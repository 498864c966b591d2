import { newObjectId } from "@chorus/shared/ids/object-id";
import { hasLab } from "@chorus/shared/labs/labs";
import { ACCESS_TOKEN_LAB_OFF, PERSONAL_TOKEN_PREFIX } from "@chorus/shared/token/token.contract";
import { and, desc, eq } from "drizzle-orm";
import { appUser, personalAccessToken } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { hashToken } from "../../platform/crypto.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { newSecret } from "./token-secret.ts";

const DAY_MS = 86_400_000;
type TokenRow = typeof personalAccessToken.$inferSelect;

const present = (row: TokenRow) => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Tokens exist only while access_token_lab is on for the company or the user. */
async function requireLab(ctx: RequestContext) {
  const [company, [me]] = await Promise.all([
    findCompany(ctx.db, ctx.companyId),
    ctx.db
      .select({ featureMap: appUser.featureMap })
      .from(appUser)
      .where(and(eq(appUser.companyId, ctx.companyId), eq(appUser.id, ctx.actor.userId))),
  ]);
  const on =
    company !== null &&
    hasLab(
      { company: { smarpLabList: company.labList }, user: { smarpFeatureMap: me?.featureMap ?? {} } },
      "access_token_lab",
    );
  if (!on) throw forbidden(ACCESS_TOKEN_LAB_OFF);
}

const mine = (ctx: RequestContext) =>
  and(eq(personalAccessToken.companyId, ctx.companyId), eq(personalAccessToken.userId, ctx.actor.userId));

/** POST /api/token: the secret is returned once and kept only as its SHA-256. */
export async function createToken(ctx: RequestContext, input: { name: string; expiresInDays?: number }) {
  await requireLab(ctx);
  const token = newSecret(PERSONAL_TOKEN_PREFIX);
  const now = new Date();
  const [row] = await ctx.db
    .insert(personalAccessToken)
    .values({
      id: newObjectId(now),
      companyId: ctx.companyId,
      userId: ctx.actor.userId,
      name: input.name,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
    })
    .returning();
  if (!row) throw new Error("token insert returned nothing");
  return { ...present(row), token };
}

export async function listTokens(ctx: RequestContext) {
  await requireLab(ctx);
  const rows = await ctx.db
    .select()
    .from(personalAccessToken)
    .where(mine(ctx))
    .orderBy(desc(personalAccessToken.createdAt));
  return rows.map(present);
}

/** Another user's or company's token is simply not found. */
export async function deleteToken(ctx: RequestContext, tokenId: string) {
  await requireLab(ctx);
  const removed = await ctx.db
    .delete(personalAccessToken)
    .where(and(mine(ctx), eq(personalAccessToken.id, tokenId)))
    .returning({ id: personalAccessToken.id });
  if (removed.length === 0) throw notFound("Token not found");
  return { success: true as const };
}
