import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import {
  APPROVED_POST_NOTIFICATION,
  NEW_PROPOSED_POST_NOTIFICATION,
} from "@chorus/shared/notification/notification.contract";
import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import { escapeHtml } from "@chorus/shared/text/html";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { notify } from "../notification/index.ts";
import { rowsOf } from "./feed.repository.ts";

interface ProposedPost {
  companyId: string;
  postId: string;
  title: string;
  imageUrl: string | null;
  proposerId: string;
}

async function nameOf(db: Queryable, companyId: string, userId: string) {
  const [row] = await rowsOf<{ name: string; avatarUrl: string | null }>(
    db,
    sql`SELECT trim(first_name || ' ' || last_name) AS name, avatar_url AS "avatarUrl"
          FROM app_user WHERE company_id = ${companyId} AND id = ${userId}`,
  );
  return { name: row?.name ?? "", avatarUrl: row?.avatarUrl ?? null };
}

/**
 * A post proposed in some channels: each manager of one of them (company managers, the channel's
 * staff managers, admins of the channel's group) who keeps newProposedPost on gets one notification
 * pointing at the Proposed feed. The proposer is never notified of their own proposal.
 */
export async function notifyNewProposal(
  db: Queryable,
  proposal: ProposedPost,
  proposedChannelIds: readonly string[],
): Promise<void> {
  if (proposedChannelIds.length === 0) return;
  const channels = sql.join(
    proposedChannelIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const managerRoles = sql.join(
    MANAGER_ROLES.map((role) => sql`${role}`),
    sql`, `,
  );
  const recipients = await rowsOf<{ userId: string }>(
    db,
    sql`SELECT u.id AS "userId" FROM app_user u
         WHERE u.company_id = ${proposal.companyId} AND u.is_active AND u.id <> ${proposal.proposerId}
           AND coalesce((u.notification_settings ->> 'newProposedPost')::boolean, true)
           AND (u.role IN (${managerRoles})
                OR EXISTS (SELECT 1 FROM channel_staff cs
                            WHERE cs.company_id = u.company_id AND cs.user_id = u.id AND cs.duty = 'manager'
                              AND cs.channel_id IN (${channels}))
                OR (u.role = 'group_admin' AND EXISTS (
                      SELECT 1 FROM group_admin ga
                        JOIN channel c ON c.company_id = ga.company_id AND c.group_id = ga.group_id
                       WHERE ga.company_id = u.company_id AND ga.user_id = u.id AND c.id IN (${channels}))))`,
  );
  if (recipients.length === 0) return;
  const proposer = await nameOf(db, proposal.companyId, proposal.proposerId);
  const rows = recipients.map(({ userId }) => ({
    companyId: proposal.companyId,
    userId,
    type: NEW_PROPOSED_POST_NOTIFICATION,
    textHtml: `<strong>${escapeHtml(proposer.name)}</strong> proposed a post: <strong>${escapeHtml(proposal.title)}</strong>`,
    webUrl: "/?type=incoming",
    itemTitle: proposal.title,
    itemImageUrl: proposal.imageUrl,
    referencerTitle: proposer.name,
    referencerAvatarUrl: proposer.avatarUrl,
  }));
  await notify({ db }, rows);
}

/**
 * A manager approved a proposed post in one channel: the proposer (unless they approved it
 * themselves) is told, when they keep approvedPost on.
 */
export async function notifyApproval(
  db: Queryable,
  proposal: ProposedPost,
  approval: { approverId: string; channelName: string },
): Promise<void> {
  if (approval.approverId === proposal.proposerId) return;
  const [wanted] = await rowsOf<{ on: boolean }>(
    db,
    sql`SELECT coalesce((notification_settings ->> 'approvedPost')::boolean, true) AS "on"
          FROM app_user WHERE company_id = ${proposal.companyId} AND id = ${proposal.proposerId} AND is_active`,
  );
  if (!wanted?.on) return;
  const approver = await nameOf(db, proposal.companyId, approval.approverId);
  await notify(
    { db },
    {
      companyId: proposal.companyId,
      userId: proposal.proposerId,
      type: APPROVED_POST_NOTIFICATION,
      textHtml: `Your post <strong>${escapeHtml(proposal.title)}</strong> was approved in <strong>${escapeHtml(approval.channelName)}</strong>`,
      webUrl: `/preview/${proposal.postId}`,
      itemTitle: proposal.title,
      itemImageUrl: proposal.imageUrl,
      referencerTitle: approver.name,
      referencerAvatarUrl: approver.avatarUrl,
    },
  );
}

/**
 * A manager rejected the recipient's post in one channel: the author (unless they rejected it
 * themselves) is told; notify() applies their approvedPost setting (approvals and rejections).
 */
export async function notifyRejection(
  db: Queryable,
  proposal: ProposedPost,
  rejection: { approverId: string; channelName: string },
): Promise<void> {
  if (rejection.approverId === proposal.proposerId) return;
  const rejecter = await nameOf(db, proposal.companyId, rejection.approverId);
  await notify(
    { db },
    {
      companyId: proposal.companyId,
      userId: proposal.proposerId,
      type: NOTIFICATION_TYPES.rejectedPost,
      textHtml: `Your post <strong>${escapeHtml(proposal.title)}</strong> was rejected in <strong>${escapeHtml(rejection.channelName)}</strong>`,
      webUrl: "/?type=rejected",
      itemTitle: proposal.title,
      itemImageUrl: proposal.imageUrl,
      referencerTitle: rejecter.name,
      referencerAvatarUrl: rejecter.avatarUrl,
    },
  );
}
