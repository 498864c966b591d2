import { and, eq, gt, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, mobileLoginLink } from "../../db/schema/index.ts";

export async function insertMobileLink(
  db: Queryable,
  input: { id: string; companyId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(mobileLoginLink).values(input);
}

/** Marks the link used when it is unused and unexpired; null otherwise. */
export async function spendMobileLink(db: Queryable, id: string, now: Date) {
  const [link] = await db
    .update(mobileLoginLink)
    .set({ usedAt: now })
    .where(
      and(eq(mobileLoginLink.id, id), isNull(mobileLoginLink.usedAt), gt(mobileLoginLink.expiresAt, now)),
    )
    .returning();
  return link ?? null;
}

export async function findActiveUserRole(db: Queryable, companyId: string, userId: string) {
  const [user] = await db
    .select({ id: appUser.id, role: appUser.role })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId), eq(appUser.isActive, true)));
  return user ?? null;
}
