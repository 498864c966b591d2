import { and, eq, ne } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, userSession } from "../../db/schema/index.ts";

/** Stores a new password hash; a reset also lifts a sign-in lock (the mailbox proved the owner). */
export async function storePasswordHash(
  db: Queryable,
  companyId: string,
  userId: string,
  passwordHash: string,
  options: { unlock?: boolean } = {},
) {
  await db
    .update(appUser)
    .set(options.unlock ? { passwordHash, lockedUntil: null } : { passwordHash })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

/** After a change: every other browser of the user is signed out, the one that changed it stays. */
export async function endOtherSessions(
  db: Queryable,
  companyId: string,
  userId: string,
  keepSessionId: string,
) {
  const removed = await db
    .delete(userSession)
    .where(
      and(
        eq(userSession.companyId, companyId),
        eq(userSession.userId, userId),
        ne(userSession.id, keepSessionId),
      ),
    )
    .returning({ id: userSession.id });
  return removed.length;
}
