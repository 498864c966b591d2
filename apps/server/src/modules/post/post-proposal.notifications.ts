import {
  APPROVED_POST_NOTIFICATION,
  NEW_PROPOSED_POST_NOTIFICATION,
} from "@chorus/shared/notification/notification.contract";
import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import type { Queryable } from "../../db/client.ts";
import { notificationText, notify } from "../notification/index.ts";
import { findProposalRecipients, findUserCard, wantsApprovalNotice } from "./post-proposal.repository.ts";

interface ProposedPost {
  companyId: string;
  postId: string;
  title: string;
  imageUrl: string | null;
  proposerId: string;
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
  const recipients = await findProposalRecipients(
    db,
    proposal.companyId,
    proposal.proposerId,
    proposedChannelIds,
  );
  if (recipients.length === 0) return;
  const proposer = await findUserCard(db, proposal.companyId, proposal.proposerId);
  const rows = recipients.map((userId) => ({
    companyId: proposal.companyId,
    userId,
    type: NEW_PROPOSED_POST_NOTIFICATION,
    textHtml: notificationText("postProposed", { name: proposer.name, title: proposal.title }),
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
  if (!(await wantsApprovalNotice(db, proposal.companyId, proposal.proposerId))) return;
  const approver = await findUserCard(db, proposal.companyId, approval.approverId);
  await notify(
    { db },
    {
      companyId: proposal.companyId,
      userId: proposal.proposerId,
      type: APPROVED_POST_NOTIFICATION,
      textHtml: notificationText("postApproved", { title: proposal.title, channel: approval.channelName }),
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
  const rejecter = await findUserCard(db, proposal.companyId, rejection.approverId);
  await notify(
    { db },
    {
      companyId: proposal.companyId,
      userId: proposal.proposerId,
      type: NOTIFICATION_TYPES.rejectedPost,
      textHtml: notificationText("postRejected", { title: proposal.title, channel: rejection.channelName }),
      webUrl: "/?type=rejected",
      itemTitle: proposal.title,
      itemImageUrl: proposal.imageUrl,
      referencerTitle: rejecter.name,
      referencerAvatarUrl: rejecter.avatarUrl,
    },
  );
}
