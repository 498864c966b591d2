import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Db, Queryable } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { companyUrl, mailBrandOf } from "../../platform/mail/index.ts";
import { applyDefaultChannels } from "../channel/index.ts";
import { findCompany } from "../company/index.ts";
import { dequeue, lockGroup, recountGroups, recountTeams } from "../me/index.ts";
import { seatFreeMail } from "./invitation.mail.ts";
import {
  findUser,
  type InvitationRow,
  insertInvitedUser,
  joinTeams,
  markInvitation,
  queuedInvitationOf,
  setUserGroup,
} from "./invitation.repository.ts";
import { deliverInvitation } from "./invitation-delivery.service.ts";
import { enqueueUser, queueOfGroup } from "./queue.repository.ts";

type Deps = Pick<AppDeps, "config" | "mailer"> & { db: Db };

/** The invitee's account, made when they are queued or when they accept. */
export async function createInviteeAccount(
  tx: Queryable,
  row: InvitationRow,
  input: { groupId: string | null; role: string; language: string },
): Promise<string | null> {
  const id = newObjectId();
  const created = await insertInvitedUser(tx, {
    id,
    companyId: row.companyId,
    email: row.email,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    role: input.role,
    groupId: input.groupId,
    referrerId: row.inviterId,
    language: input.language,
  });
  return created;
}

/** Puts the invitee in the group: membership, its teams, default channels and fresh counters. */
export async function seatInvitee(
  tx: Queryable,
  companyId: string,
  userId: string,
  groupId: string | null,
  teamIds: readonly string[],
) {
  if (groupId) await setUserGroup(tx, companyId, userId, groupId);
  await dequeue(tx, companyId, userId);
  const joined = await joinTeams(tx, companyId, userId, teamIds, groupId);
  await recountTeams(tx, companyId, joined);
  await recountGroups(tx, companyId, [groupId]);
  await applyDefaultChannels(tx, companyId, userId, groupId);
}

/**
 * Splits invitations to a group into those a free seat takes (sent now) and the rest, who get an
 * account and a place at the end of the queue. The group row is locked meanwhile, so two sends
 * cannot give away one seat twice. Returns the ones to deliver and the ones queued.
 */
export async function seatOrQueue(db: Db, rows: readonly InvitationRow[]) {
  const first = rows[0];
  if (!first?.groupId) return { toDeliver: [...rows], queued: [] as InvitationRow[] };
  const { companyId, groupId } = first;
  return db.transaction(async (tx) => {
    await recountGroups(tx, companyId, [groupId]);
    const group = await lockGroup(tx, companyId, groupId);
    const company = await findCompany(tx, companyId);
    let free = group ? Math.max(0, group.seatLimit - group.memberCount) : rows.length;
    const toDeliver: InvitationRow[] = [];
    const queued: InvitationRow[] = [];
    for (const row of rows) {
      if (free > 0) {
        toDeliver.push(row);
        free -= 1;
        continue;
      }
      const userId = await createInviteeAccount(tx, row, {
        groupId: null,
        role: row.roleId || "sharer",
        language: company?.defaultPlatformLanguage ?? "en",
      });
      if (!userId) {
        await markInvitation(tx, companyId, row.id, {
          status: "failed",
          error: "This person is already a member.",
        });
        continue;
      }
      await enqueueUser(tx, companyId, userId, groupId);
      await markInvitation(tx, companyId, row.id, { status: "queued", userId });
      queued.push(row);
    }
    return { toDeliver, queued };
  });
}

/**
 * Freed seats admit the next in order: for each free seat the first queued user of the group gets
 * it; one with a queued invitation is sent it now, one who queued in onboarding is told by mail.
 */
export async function admitFromQueue(deps: Deps, companyId: string, groupId: string): Promise<number> {
  const admitted = await deps.db.transaction(async (tx) => {
    await recountGroups(tx, companyId, [groupId]);
    const group = await lockGroup(tx, companyId, groupId);
    if (!group) return [];
    const free = Math.max(0, group.seatLimit - group.memberCount);
    if (free === 0) return [];
    const next = (await queueOfGroup(tx, companyId, groupId)).slice(0, free);
    const out: { userId: string; invitation: InvitationRow | null }[] = [];
    for (const entry of next) {
      const pending = await queuedInvitationOf(tx, companyId, entry.userId);
      await seatInvitee(tx, companyId, entry.userId, groupId, pending?.teamIdList ?? []);
      out.push({ userId: entry.userId, invitation: pending });
    }
    return out.map((o) => ({ ...o, groupName: group.name }));
  });
  const company = admitted.length ? await findCompany(deps.db, companyId) : null;
  for (const entry of admitted) {
    if (entry.invitation) {
      await deliverInvitation(deps, entry.invitation, { reminder: false });
      continue;
    }
    const user = await findUser(deps.db, companyId, entry.userId);
    if (!company || !user?.email) continue;
    const mail = seatFreeMail(mailBrandOf({ ...company, language: user.language }), {
      groupName: entry.groupName,
      url: companyUrl(deps.config, company),
    });
    await deps.mailer.send({ companyId, to: user.email, ...mail, kind: "seat_free" });
  }
  return admitted.length;
}
