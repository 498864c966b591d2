import { safeReturnPath } from "@chorus/shared/auth/return-path";
import type { SignInErrorCode } from "@chorus/shared/auth/sign-in-methods.contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { markActive } from "../auth/auth.repository.ts";
import type { ExternalUser } from "./external-user.ts";

/** Starts the session of a user an outside identity proved, then sends the browser on. */
export async function signInAndRedirect(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: ExternalUser,
  returnPath: string,
) {
  const { sessionId } = await deps.sessions.start(deps.db, reply, {
    userId: user.userId,
    companyId: user.companyId,
    role: user.role,
    userAgent: request.headers["user-agent"],
    ip: request.ip,
  });
  await markActive(deps.db, user.companyId, user.userId, new Date());
  // A new session gets a new CSRF secret (as with password sign-in).
  deps.csrf.issue(request, reply, { rotate: true, sessionId });
  return reply.redirect(safeReturnPath(returnPath), 302);
}

/** Back to the login page with a code it can explain (SIGN_IN_ERRORS). */
export function redirectToLoginWithError(reply: FastifyReply, code: SignInErrorCode) {
  return reply.redirect(`/account?error=${encodeURIComponent(code)}`, 302);
}
