import { randomBytes } from "node:crypto";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { eq } from "drizzle-orm";
import { invitation, userGroup, userQueue } from "../../db/schema/index.ts";
import { hashToken } from "../../platform/crypto.ts";
import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures, Principal } from "./principals.ts";
import { MANAGERS, own, signedInExcept } from "./principals.ts";

/**
 * Invitations and the queue: advanced invites and the queue for managers everywhere and group
 * admins in their own group; referral invites for everyone signed in, each seeing their own (a
 * sharer may send them only when the group allows it). Each case arranges its own invitation or
 * queue entry, in the world's group (the group admin's) or in a group nobody administers.
 */
const INVITE_ADMINS: readonly Principal[] = [...MANAGERS, "group_admin"];
const NOT_INVITE_ADMINS = signedInExcept(...INVITE_ADMINS);

const address = (f: Fixtures) => `invitee-${f.principal}-${newObjectId()}@matrix.example`;

/** An open invitation of the case: in the world's group, or another group when given. */
const anInvitation =
  (kind: "launch" | "referral", status: "scheduled" | "sent", elsewhere = false) =>
  async (make: Factories, f: Fixtures) => {
    const groupId = elsewhere ? (await make.group(f.companyId)).id : f.groupId;
    const token = randomBytes(24).toString("base64url");
    const id = newObjectId();
    await make.db.insert(invitation).values({
      id,
      companyId: f.companyId,
      kind,
      batchId: id,
      inviterId: f.me ?? f.users.admin,
      email: address(f),
      groupId,
      status,
      scheduledAt: status === "scheduled" ? new Date(Date.now() + 86_400_000) : null,
      sentAt: status === "sent" ? new Date() : null,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + 86_400_000),
    });
    return { invitation: id, token, group: groupId };
  };

/** A user waiting in a group's queue: the world's group, or one nobody administers. */
const aQueuedUser =
  (elsewhere = false) =>
  async (make: Factories, f: Fixtures) => {
    const groupId = elsewhere
      ? (await make.group(f.companyId)).id
      : (
          await make.group(f.companyId, {
            adminIds: f.principal === "group_admin" ? [f.users.group_admin] : [],
          })
        ).id;
    const user = await make.user(f.companyId);
    await make.db.insert(userQueue).values({ companyId: f.companyId, userId: user.id, groupId, position: 1 });
    return { user: user.id, group: groupId };
  };

const idList = (f: Fixtures) => ({ idList: [own(f, "invitation")] });
const OUTSIDE_OWN_GROUP = { by: ["group_admin"], status: 403 } as const;

export const invitationRows: AccessRow[] = [
  { method: "GET", route: "/api/user/launch/setup", allowed: INVITE_ADMINS },
  {
    method: "POST",
    route: "/api/user/launch",
    body: (f) => ({ groupId: f.groupId, inviteeList: [{ email: address(f), teamIdList: [] }] }),
    allowed: INVITE_ADMINS,
  },
  {
    method: "POST",
    route: "/api/user/launch",
    variant: "another group",
    arrange: async (make, f) => ({ group: (await make.group(f.companyId)).id }),
    body: (f) => ({ groupId: own(f, "group"), inviteeList: [{ email: address(f), teamIdList: [] }] }),
    allowed: MANAGERS,
    refused: OUTSIDE_OWN_GROUP,
  },
  { method: "GET", route: "/api/user/launch", allowed: INVITE_ADMINS },
  {
    method: "DELETE",
    route: "/api/user/launch",
    arrange: anInvitation("launch", "scheduled"),
    body: idList,
    allowed: INVITE_ADMINS,
  },
  {
    method: "PUT",
    route: "/api/user/launch/send",
    arrange: anInvitation("launch", "scheduled"),
    body: idList,
    allowed: INVITE_ADMINS,
  },
  {
    method: "PUT",
    route: "/api/user/launch/reminder",
    arrange: anInvitation("launch", "sent"),
    body: idList,
    allowed: INVITE_ADMINS,
  },
  {
    method: "POST",
    route: "/api/user/launch/csv",
    body: (f) => ({ fileName: "people.csv", content: `${address(f)}\n`, groupId: f.groupId }),
    allowed: INVITE_ADMINS,
  },
  { method: "GET", route: "/api/user/invitation/setup", allowed: "signedIn" },
  // The world's users are in a group that lets its sharers invite.
  { method: "POST", route: "/api/user/invitation", body: (f) => ({ list: address(f) }), allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/user/invitation",
    variant: "groups that do not allow sharer invites",
    arrange: async (make, f) => {
      await make.db
        .update(userGroup)
        .set({ invitationPermissions: { sharerInviteEnabled: false, emailDomainList: [] } })
        .where(eq(userGroup.companyId, f.companyId));
      return {};
    },
    isolate: [userGroup],
    body: (f) => ({ list: address(f) }),
    allowed: INVITE_ADMINS,
    refused: { by: NOT_INVITE_ADMINS, status: 403 },
  },
  { method: "GET", route: "/api/user/invitation", allowed: "signedIn" },
  {
    method: "DELETE",
    route: "/api/user/invitation",
    arrange: anInvitation("referral", "sent"),
    body: idList,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/invitation/reminder",
    arrange: anInvitation("referral", "sent"),
    body: idList,
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/user/queue", allowed: INVITE_ADMINS },
  { method: "GET", route: "/api/user/queue/count", allowed: INVITE_ADMINS },
  {
    method: "PUT",
    route: "/api/user/queue/order",
    arrange: aQueuedUser(),
    body: (f) => ({ groupId: own(f, "group"), userIdList: [own(f, "user")] }),
    allowed: INVITE_ADMINS,
  },
  {
    method: "PUT",
    route: "/api/user/queue/order",
    variant: "another group",
    arrange: aQueuedUser(true),
    body: (f) => ({ groupId: own(f, "group"), userIdList: [own(f, "user")] }),
    allowed: MANAGERS,
    refused: OUTSIDE_OWN_GROUP,
  },
  {
    method: "DELETE",
    route: "/api/user/queue",
    arrange: aQueuedUser(),
    body: (f) => ({ userIdList: [own(f, "user")] }),
    allowed: INVITE_ADMINS,
  },
  {
    method: "GET",
    route: "/auth/invitation/:token",
    arrange: anInvitation("launch", "sent"),
    url: (f) => `/auth/invitation/${own(f, "token")}`,
    // Signs the browser in as the invitee: a throw-away session.
    freshClient: true,
    allowed: "everyone",
    okStatus: 302,
  },
];
