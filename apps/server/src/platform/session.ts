import { randomBytes } from "node:crypto";
import { roleSchema } from "@chorus/shared/access/roles";
import { and, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Queryable } from "../db/client.ts";
import { type PreparedRows, prepareRows } from "../db/prepared.ts";
import { appUser, userSession } from "../db/schema/index.ts";
import type { Actor } from "./context.ts";
import { SESSION_COOKIE, secureCookie } from "./cookies.ts";
import { hashToken } from "./crypto.ts";

const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * The session row's columns a SessionJoin may use. Their aliases are unusual on purpose: a join's
 * own subqueries may use the short aliases (s, u, c) without shadowing the session row.
 */
export interface SessionRefs {
  companyId: SQL;
  userId: SQL;
  /** The session's active role (text; only a valid role reaches `attach`). */
  role: SQL;
  /** The alias of the signed-in user's app_user row. */
  user: SQL;
}

/**
 * What a route needs about its caller beyond the actor, read IN the session lookup (one round trip
 * instead of two on every request of that route: the feed's viewer). The columns are computed in
 * the database from the session row, so they are never staler than the session itself.
 */
export interface SessionJoin {
  /** Extra select columns (each `… AS "name"`), from the session row's columns. */
  columns(session: SessionRefs): SQL;
  /** Receives the valid session's actor and the row (its extra columns by name). */
  attach(actor: Actor, row: Record<string, unknown>): void;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Load this with the session (routes whose every request needs it). */
    sessionJoin?: SessionJoin;
  }
}

interface SessionRow {
  userId: string;
  companyId: string;
  role: string;
  storedRole: string;
  lastSeenAt: Date;
}

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
  // The same lookup with a route's extra columns: one statement per SessionJoin, built once.
  const joinedReads = new Map<SessionJoin, PreparedRows<Record<string, unknown>>>();
  const joinedRead = (join: SessionJoin) => {
    let read = joinedReads.get(join);
    if (!read) {
      read = prepareRows<Record<string, unknown>>(
        db,
        sql`SELECT session_row.user_id AS "userId", session_row.company_id AS "companyId", session_row.role,
                   session_owner.role AS "storedRole",
                   (extract(epoch FROM session_row.last_seen_at) * 1000)::float8 AS "lastSeenMs",
                   ${join.columns({
                     companyId: sql`session_row.company_id`,
                     userId: sql`session_row.user_id`,
                     role: sql`session_row.role`,
                     user: sql`session_owner`,
                   })}
              FROM user_session session_row
              JOIN app_user session_owner
                ON session_owner.id = session_row.user_id
               AND session_owner.company_id = session_row.company_id
               AND session_owner.is_active
             WHERE session_row.id = ${sql.placeholder("id")} AND session_row.expires_at > now()
             LIMIT 1`,
      );
      joinedReads.set(join, read);
    }
    return read;
  };
  async function lookUp(id: string, join: SessionJoin | undefined) {
    if (!join) {
      const [row] = await readSession.execute({ id });
      return row ? { session: row as SessionRow, extra: null } : null;
    }
    const [row] = await joinedRead(join).rows({ id });
    if (!row) return null;
    const session: SessionRow = {
      userId: row.userId as string,
      companyId: row.companyId as string,
      role: row.role as string,
      storedRole: row.storedRole as string,
      lastSeenAt: new Date(Number(row.lastSeenMs)),
    };
    return { session, extra: row };
  }

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
    const join = request.routeOptions?.config?.sessionJoin;
    const found = await lookUp(id, join);
    if (!found) return null;
    const row = found.session;
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
    const actor: Actor = {
      userId: row.userId,
      companyId: row.companyId,
      role: role.data,
      storedRole: storedRole.data,
      sessionId: id,
    };
    if (join && found.extra) join.attach(actor, found.extra);
    return actor;
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
