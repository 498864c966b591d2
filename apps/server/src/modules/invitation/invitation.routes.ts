import { invitationEndpoints as endpoints } from "@chorus/shared/invitation/invitation.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { importCsv } from "./csv-import.service.ts";
import { INVITE_ADMIN_ROLES } from "./invitation-scope.ts";
import {
  createLaunch,
  deleteOf,
  launchScope,
  launchSetup,
  listOf,
  remindOf,
  sendLaunchNow,
} from "./launch.service.ts";
import { deleteFromQueue, queueCount, queueList, reorderQueue } from "./queue.service.ts";
import { referralScope, referralSetup, sendReferral } from "./referral.service.ts";

/** Advanced invites, referral invites and the queue (access §2, §4, §5; catalogue Users). */
export function invitationRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const { serve } = endpointRouter(app, deps);
    const inviteAdmins = { access: { roles: INVITE_ADMIN_ROLES } };
    const signedIn = { access: "signedIn" as const };
    const sendLimit = { max: 30, timeWindow: "1 minute" };

    serve(endpoints.getUserLaunchSetup, inviteAdmins, (ctx) => launchSetup(ctx));
    serve(endpoints.postUserLaunch, { ...inviteAdmins, rateLimit: sendLimit }, (ctx, request) =>
      createLaunch(ctx, deps, request.body),
    );
    serve(endpoints.getUserLaunch, inviteAdmins, async (ctx, request) =>
      listOf(ctx, "launch", await launchScope(ctx), request.query),
    );
    serve(endpoints.deleteUserLaunch, inviteAdmins, async (ctx, request) =>
      deleteOf(ctx, "launch", await launchScope(ctx), request.body.idList),
    );
    serve(endpoints.putUserLaunchSend, inviteAdmins, (ctx, request) =>
      sendLaunchNow(ctx, deps, request.body.idList),
    );
    serve(endpoints.putUserLaunchReminder, { ...inviteAdmins, rateLimit: sendLimit }, async (ctx, request) =>
      remindOf(ctx, deps, "launch", await launchScope(ctx), request.body.idList),
    );
    // The file may be 1 MB of text, more once inside JSON: this route takes up to 3 MB.
    serve(
      endpoints.postUserLaunchCsv,
      inviteAdmins,
      (ctx, request) => importCsv(ctx, request.body),
      undefined,
      {
        bodyLimit: 3 * 1_048_576,
      },
    );

    serve(endpoints.getUserInvitationSetup, signedIn, (ctx) => referralSetup(ctx));
    serve(endpoints.postUserInvitation, { ...signedIn, rateLimit: sendLimit }, (ctx, request) =>
      sendReferral(ctx, deps, request.body),
    );
    serve(endpoints.getUserInvitation, signedIn, async (ctx, request) =>
      listOf(ctx, "referral", await referralScope(ctx), request.query),
    );
    serve(endpoints.deleteUserInvitation, signedIn, async (ctx, request) =>
      deleteOf(ctx, "referral", await referralScope(ctx), request.body.idList),
    );
    serve(endpoints.putUserInvitationReminder, { ...signedIn, rateLimit: sendLimit }, async (ctx, request) =>
      remindOf(ctx, deps, "referral", await referralScope(ctx), request.body.idList),
    );

    serve(endpoints.getUserQueue, inviteAdmins, (ctx, request) => queueList(ctx, request.query.groupId));
    serve(endpoints.getUserQueueCount, inviteAdmins, (ctx) => queueCount(ctx));
    serve(endpoints.putUserQueueOrder, inviteAdmins, (ctx, request) =>
      reorderQueue(ctx, request.body.groupId, request.body.userIdList),
    );
    serve(endpoints.deleteUserQueue, inviteAdmins, (ctx, request) =>
      deleteFromQueue(ctx, request.body.userIdList),
    );
  };
}
