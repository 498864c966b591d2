import { roleSchema } from "@chorus/shared/access/roles";
import { hasLab } from "@chorus/shared/labs/labs";
import { OAUTH_TOKEN_PREFIX, PERSONAL_TOKEN_PREFIX } from "@chorus/shared/token/token.contract";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { appUser, company, oauthAccessToken, personalAccessToken } from "../../db/schema/index.ts";
import type { Actor } from "../../platform/context.ts";
import { hashToken } from "../../platform/crypto.ts";
import { BEARER_SESSION_PREFIX } from "./token-secret.ts";

const TOUCH_EVERY_MS = 5 * 60_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string" || header.length > 200) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The actor behind `Authorization: Bearer …`: a personal access token (while the access token
 * lab is on for the company or the user) or an OAuth 2 access token. The role is the user's
 * stored role; there is no role switching without a session.
 */
export function createBearerReader(db: Db) {
  async function personal(token: string): Promise<Actor | null> {
    const now = new Date();
    const [row] = await db
      .select({
        id: personalAccessToken.id,
        userId: appUser.id,
        companyId: appUser.companyId,
        role: appUser.role,
        featureMap: appUser.featureMap,
        labList: company.labList,
        lastUsedAt: personalAccessToken.lastUsedAt,
      })
      .from(personalAccessToken)
      .innerJoin(
        appUser,
        and(
          eq(appUser.id, personalAccessToken.userId),
          eq(appUser.companyId, personalAccessToken.companyId),
          eq(appUser.isActive, true),
        ),
      )
      .innerJoin(company, eq(company.id, personalAccessToken.companyId))
      .where(
        and(
          eq(personalAccessToken.tokenHash, hashToken(token)),
          or(isNull(personalAccessToken.expiresAt), gt(personalAccessToken.expiresAt, now)),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (
      !hasLab(
        { company: { smarpLabList: row.labList }, user: { smarpFeatureMap: row.featureMap } },
        "access_token_lab",
      )
    )
      return null;
    const role = roleSchema.safeParse(row.role);
    if (!role.success) return null;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)
      await db
        .update(personalAccessToken)
        .set({ lastUsedAt: now })
        .where(and(eq(personalAccessToken.companyId, row.companyId), eq(personalAccessToken.id, row.id)));
    return {
      userId: row.userId,
      companyId: row.companyId,
      role: role.data,
      storedRole: role.data,
      sessionId: `${BEARER_SESSION_PREFIX}pat:${row.id}`,
    };
  }

  async function oauth(token: string): Promise<Actor | null> {
    const id = hashToken(token);
    const [row] = await db
      .select({ userId: appUser.id, companyId: appUser.companyId, role: appUser.role })
      .from(oauthAccessToken)
      .innerJoin(
        appUser,
        and(
          eq(appUser.id, oauthAccessToken.userId),
          eq(appUser.companyId, oauthAccessToken.companyId),
          eq(appUser.isActive, true),
        ),
      )
      .where(and(eq(oauthAccessToken.id, id), gt(oauthAccessToken.expiresAt, new Date())))
      .limit(1);
    const role = roleSchema.safeParse(row?.role);
    if (!row || !role.success) return null;
    return {
      userId: row.userId,
      companyId: row.companyId,
      role: role.data,
      storedRole: role.data,
      sessionId: `${BEARER_SESSION_PREFIX}oauth:${id.slice(0, 16)}`,
    };
  }

  return async function read(request: FastifyRequest): Promise<Actor | null> {
    const token = bearerToken(request);
    if (!token) return null;
    if (token.startsWith(PERSONAL_TOKEN_PREFIX)) return personal(token);
    if (token.startsWith(OAUTH_TOKEN_PREFIX)) return oauth(token);
    return null;
  };
}
