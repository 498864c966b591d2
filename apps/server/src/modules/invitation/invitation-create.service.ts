import { newObjectId } from "@chorus/shared/ids/object-id";
import type { InviteResult } from "@chorus/shared/invitation/invitation.contract";
import {
  domainOf,
  INVITE_FAILURE,
  isInviteEmail,
  isInvitePhone,
  SMS_LAB,
} from "@chorus/shared/invitation/invitation.rules";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { sendScheduledBatchJob } from "./invitation.jobs.ts";
import {
  deleteInvitations,
  existingAddresses,
  type InvitationKind,
  insertInvitations,
  openInvitationsTo,
} from "./invitation.repository.ts";
import { sendNow } from "./invitation-send.service.ts";

type Deps = Pick<AppDeps, "config" | "mailer" | "jobs"> & { db: Db };

export interface PreparedInvitee {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  teamIdList: string[];
}

export interface InvitationDraft {
  companyId: string;
  kind: InvitationKind;
  inviterId: string;
  inviterName: string;
  groupId: string | null;
  roleId: string;
  message: string;
  invitationSignature: string;
  scheduledAt: Date | null;
  /** Company and group facts the per-address checks need. */
  smsLab: boolean;
  /** Empty: any domain. */
  allowedDomains: readonly string[];
}

/**
 * The per-address checks of access §2/§5 and the sending: invalid, duplicate, already a member,
 * domain not allowed, SMS without the lab are failures; the rest are invited now (seats allowing,
 * else queued) or scheduled as one job. Older open invitations to the same address are replaced.
 */
export async function createInvitations(
  deps: Deps,
  draft: InvitationDraft,
  invitees: readonly PreparedInvitee[],
): Promise<InviteResult> {
  const failureList: InviteResult["failureList"] = [];
  const seen = new Set<string>();
  const accepted: (PreparedInvitee & { address: string })[] = [];
  for (const invitee of invitees) {
    const email = invitee.email?.trim().toLowerCase();
    const phone = invitee.phone?.trim();
    const address = email ?? phone ?? "";
    if (phone !== undefined && !draft.smsLab) {
      failureList.push({ email: address, error: INVITE_FAILURE.smsUnavailable });
    } else if (email !== undefined ? !isInviteEmail(email) : !isInvitePhone(address)) {
      failureList.push({ email: address, error: INVITE_FAILURE.invalid });
    } else if (seen.has(address)) {
      failureList.push({ email: address, error: INVITE_FAILURE.duplicate });
    } else if (email && draft.allowedDomains.length > 0 && !draft.allowedDomains.includes(domainOf(email))) {
      seen.add(address);
      failureList.push({ email: address, error: INVITE_FAILURE.domainNotAllowed });
    } else {
      seen.add(address);
      accepted.push({ ...invitee, email, phone, address });
    }
  }
  const taken = await existingAddresses(
    deps.db,
    draft.companyId,
    accepted.flatMap((i) => (i.email ? [i.email] : [])),
    accepted.flatMap((i) => (i.phone ? [i.phone] : [])),
  );
  const fresh = accepted.filter((i) => {
    if (!taken.has(i.address)) return true;
    failureList.push({ email: i.address, error: INVITE_FAILURE.alreadyMember });
    return false;
  });
  const batchId = newObjectId();
  const rows = await deps.db.transaction(async (tx) => {
    const old = await openInvitationsTo(
      tx,
      draft.companyId,
      fresh.flatMap((i) => (i.email ? [i.email] : [])),
      fresh.flatMap((i) => (i.phone ? [i.phone] : [])),
    );
    await deleteInvitations(
      tx,
      draft.companyId,
      old.filter((o) => o.userId === null).map((o) => o.id),
    );
    return insertInvitations(
      tx,
      fresh.map((i) => ({
        id: newObjectId(),
        companyId: draft.companyId,
        kind: draft.kind,
        batchId,
        inviterId: draft.inviterId,
        inviterName: draft.inviterName,
        email: i.email ?? null,
        phoneNumber: i.phone ?? null,
        firstName: i.firstName ?? "",
        lastName: i.lastName ?? "",
        groupId: draft.groupId,
        roleId: draft.roleId,
        teamIdList: i.teamIdList,
        message: draft.message,
        invitationSignature: draft.invitationSignature,
        status: "scheduled",
        scheduledAt: draft.scheduledAt,
      })),
    );
  });
  const counts = { emailCount: 0, phoneCount: 0, queuedCount: 0 };
  if (draft.scheduledAt && draft.scheduledAt.getTime() > Date.now()) {
    if (rows.length > 0) {
      await deps.jobs.send(
        sendScheduledBatchJob,
        { companyId: draft.companyId, batchId },
        { startAfter: draft.scheduledAt, singletonKey: batchId },
      );
    }
    for (const row of rows) row.email ? counts.emailCount++ : counts.phoneCount++;
    return { successCount: rows.length, failureList, ...counts };
  }
  const sent = await sendNow(deps, rows);
  for (const row of sent.delivered) row.email ? counts.emailCount++ : counts.phoneCount++;
  for (const row of sent.failed)
    failureList.push({ email: row.email ?? row.phoneNumber ?? "", error: row.error });
  for (const row of sent.queued)
    failureList.push({ email: row.email ?? row.phoneNumber ?? "", error: INVITE_FAILURE.queued });
  counts.queuedCount = sent.queued.length;
  return { successCount: sent.delivered.length, failureList, ...counts };
}

export const smsLabOn = (labList: readonly string[]): boolean => labList.includes(SMS_LAB);
