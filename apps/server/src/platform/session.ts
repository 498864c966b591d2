import { randomBytes } from "node:crypto";
import { roleSchema } from "@chorus/shared/access/roles";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Queryable } from "../db/client.ts";
import { appUser, userSession } from "../db/schema/index.ts";
import type { Actor } from "./context.ts";
import { SESSION_COOKIE, secureCookie } from "./cookies.ts";
import { hashToken } from "./crypto.ts";

const TOUCH_EVERY_MS = 5 * 60_000;

/** Sessions live in the database so any process can serve any request and a restart signs nobody out. */
export function createSessionStore(db: Db, ttlHours: number) {
  const ttlMs = ttlHours * 3_600_000;
  // Every signed-in request runs this lookup: a named statement is parsed and planned once per
  // connection instead of on every request.
  const readSession = db
    .select({
      userId: userSession.userId,
      companyId: userSession.companyId,
      role: userSession.role,
      storedRole: appUser.role,
      lastSeenAt: userSession.lastSeenAt,
    })
    .from(userSession)
    .innerJoin(
      appUser,
      and(
        eq(appUser.id, userSession.userId),
        eq(appUser.companyId, userSession.companyId),
        eq(appUser.isActive, true),
      ),
    )
    .where(and(eq(userSession.id, sql.placeholder("id")), gt(userSession.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("session_read");

  async function start(
    tx: Queryable,
    reply: FastifyReply,
    input: { userId: string; companyId: string; role: string; userAgent?: string; ip?: string },
  ): Promise<{ sessionId: string }> {
    const token = randomBytes(32).toString("base64url");
    const sessionId = hashToken(token);
    const now = new Date();
    await tx.insert(userSession).values({
      id: sessionId,
      companyId: input.companyId,
      userId: input.userId,
      role: input.role,
      userAgent: input.userAgent?.slice(0, 400),
      ip: input.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    reply.setCookie(SESSION_COOKIE, token, { ...secureCookie, maxAge: Math.floor(ttlMs / 1000) });
    return { sessionId };
  }

  /** The actor behind the request's cookie, or null. One indexed query; touches the row at most every 5 min. */
  async function read(request: FastifyRequest): Promise<Actor | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const id = hashToken(token);
    const [row] = await readSession.execute({ id });
    if (!row) return null;
    const role = roleSchema.safeParse(row.role);
    const storedRole = roleSchema.safeParse(row.storedRole);
    if (!role.success || !storedRole.success) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const now = new Date();
      await db
        .update(userSession)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
        .where(and(eq(userSession.companyId, row.companyId), eq(userSession.id, id)));
    }
    return {
      userId: row.userId,
      companyId: row.companyId,
      role: role.data,
      storedRole: storedRole.data,
      sessionId: id,
    };
  }

  async function end(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await db.delete(userSession).where(eq(userSession.id, hashToken(token)));
    reply.clearCookie(SESSION_COOKIE, secureCookie);
  }

  async function endAllFor(tx: Queryable, companyId: string, userId: string): Promise<number> {
    const removed = await tx
      .delete(userSession)
      .where(and(eq(userSession.companyId, companyId), eq(userSession.userId, userId)))
      .returning({ id: userSession.id });
    return removed.length;
  }

  async function setRole(tx: Queryable, session: { companyId: string; sessionId: string }, role: string) {
    await tx
      .update(userSession)
      .set({ role })
      .where(and(eq(userSession.companyId, session.companyId), eq(userSession.id, session.sessionId)));
  }

  /** Deletes the sessions past their end; returns how many. */
  async function purgeExpired(): Promise<number> {
    const purged = await db
      .delete(userSession)
      .where(lt(userSession.expiresAt, sql`now()`))
      .returning({ id: userSession.id });
    return purged.length;
  }

  return { start, read, end, endAllFor, setRole, purgeExpired };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
