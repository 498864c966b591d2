import { lt } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, captchaSpent } from "../../db/schema/index.ts";

/** A new fresh sharer; false when the address is taken (the unique index decides a race). */
export async function insertRegisteredUser(
  db: Queryable,
  user: { id: string; companyId: string; email: string; language: string },
): Promise<boolean> {
  const inserted = await db
    .insert(appUser)
    .values({ ...user, role: "sharer", isFresh: true })
    .onConflictDoNothing()
    .returning({ id: appUser.id });
  return inserted.length > 0;
}

/** Spends a captcha challenge once across every process; false when it was spent before. */
export async function spendCaptchaChallenge(
  db: Queryable,
  challengeId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
  const spent = await db
    .insert(captchaSpent)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ challengeId: captchaSpent.challengeId });
  return spent.length === 1;
}
