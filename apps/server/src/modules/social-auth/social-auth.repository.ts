import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { socialAccount, socialSignInRequest } from "../../db/schema/index.ts";
import { hashToken } from "../../platform/crypto.ts";

export async function saveSignInRequest(
  db: Queryable,
  input: {
    state: string;
    companyId: string | null;
    network: string;
    codeVerifier: string;
    nonce: string;
    returnPath: string;
    expiresAt: Date;
  },
) {
  // Abandoned attempts are cleared as new ones start; the table stays small without a job.
  await db.delete(socialSignInRequest).where(lt(socialSignInRequest.expiresAt, new Date()));
  await db.insert(socialSignInRequest).values({
    id: hashToken(input.state),
    companyId: input.companyId,
    network: input.network,
    codeVerifier: input.codeVerifier,
    nonce: input.nonce,
    returnPath: input.returnPath,
    expiresAt: input.expiresAt,
  });
}

/** Takes the request for this state, once: a second call (a replayed callback) finds nothing. */
export async function takeSignInRequest(db: Queryable, state: string, network: string) {
  const [row] = await db
    .delete(socialSignInRequest)
    .where(
      and(
        eq(socialSignInRequest.id, hashToken(state)),
        eq(socialSignInRequest.network, network),
        gt(socialSignInRequest.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findSocialAccount(db: Queryable, network: string, subject: string) {
  const [row] = await db
    .select({ companyId: socialAccount.companyId, userId: socialAccount.userId })
    .from(socialAccount)
    .where(and(eq(socialAccount.network, network), eq(socialAccount.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** Records that the user signed in with this network account (first time only). */
export async function linkSocialAccount(
  db: Queryable,
  input: { companyId: string; userId: string; network: string; subject: string; email: string },
) {
  await db
    .insert(socialAccount)
    .values({ id: newObjectId(), ...input })
    .onConflictDoNothing({ target: [socialAccount.network, socialAccount.subject] });
}

export async function listConnectedNetworks(db: Queryable, companyId: string, userId: string) {
  const rows = await db
    .select({ network: socialAccount.network })
    .from(socialAccount)
    .where(and(eq(socialAccount.companyId, companyId), eq(socialAccount.userId, userId)));
  return [...new Set(rows.map((r) => r.network))];
}
