import { LOGIN_LOCK, type PasswordLoginBody } from "@chorus/shared/auth/auth.contract";
import type { Db } from "../../db/client.ts";
import { verifyAgainstDummy, verifyPassword } from "../../lib/password-hash.ts";
import { AppError } from "../../platform/errors.ts";
import {
  countRecentFailures,
  findLoginCandidates,
  type LoginCandidate,
  markActive,
  recordAttempt,
  setLockedUntil,
} from "./auth.repository.ts";

const MINUTE = 60_000;

export interface SignedInUser {
  userId: string;
  companyId: string;
  role: string;
}

/**
 * Password sign-in (access §4, §8): 400.61 on bad credentials; 5 failures within 20 minutes lock
 * the account for 20 minutes (403.20). The lock is a column, so it survives restarts and is shared
 * by every process.
 */
export async function signInWithPassword(
  db: Db,
  input: PasswordLoginBody,
  scope: { companyId: string | null; ip?: string; now?: Date },
): Promise<SignedInUser> {
  const now = scope.now ?? new Date();
  const identifier = "email" in input ? { email: input.email } : { phone: input.phone };
  const candidates = await findLoginCandidates(db, identifier, scope.companyId);
  if (candidates.length === 0) {
    await verifyAgainstDummy(input.password);
    throw new AppError(400, "400.61");
  }

  const open = candidates.filter((c) => !(c.lockedUntil && c.lockedUntil > now));
  if (open.length === 0) throw new AppError(403, "403.20");

  let matched: LoginCandidate | undefined;
  for (const candidate of open) {
    if (candidate.passwordHash && (await verifyPassword(candidate.passwordHash, input.password))) {
      matched = candidate;
      break;
    }
  }
  if (!matched && open.every((c) => !c.passwordHash)) await verifyAgainstDummy(input.password);

  if (matched) {
    const user = matched;
    await db.transaction(async (tx) => {
      await recordAttempt(tx, {
        companyId: user.companyId,
        userId: user.id,
        succeeded: true,
        ip: scope.ip,
        at: now,
      });
      await setLockedUntil(tx, user.companyId, user.id, null);
      await markActive(tx, user.companyId, user.id, now);
    });
    return { userId: user.id, companyId: user.companyId, role: user.role };
  }

  const locked = await db.transaction(async (tx) => {
    let anyLocked = false;
    for (const c of open) {
      await recordAttempt(tx, {
        companyId: c.companyId,
        userId: c.id,
        succeeded: false,
        ip: scope.ip,
        at: now,
      });
      const failures = await countRecentFailures(
        tx,
        c.companyId,
        c.id,
        new Date(now.getTime() - LOGIN_LOCK.windowMinutes * MINUTE),
      );
      if (failures >= LOGIN_LOCK.maxFailures) {
        await setLockedUntil(
          tx,
          c.companyId,
          c.id,
          new Date(now.getTime() + LOGIN_LOCK.lockMinutes * MINUTE),
        );
        anyLocked = true;
      }
    }
    return anyLocked;
  });
  throw locked ? new AppError(403, "403.20") : new AppError(400, "400.61");
}
