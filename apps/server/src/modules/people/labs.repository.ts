import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { appUser, company, team, teamMember, userGroup } from "../../db/schema/index.ts";

/** Locks the company row for a read-modify-write of its labs or its instance type. */
export async function lockCompany(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ labList: company.labList, isGroupEnabled: company.isGroupEnabled, name: company.name })
    .from(company)
    .where(eq(company.id, companyId))
    .for("update");
  return row ?? null;
}

export async function setCompanyLabs(tx: Tx, companyId: string, labList: string[]) {
  await tx.update(company).set({ labList }).where(eq(company.id, companyId));
}

export async function findFeatureMap(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({ featureMap: appUser.featureMap })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .limit(1);
  return row?.featureMap ?? null;
}

export async function lockFeatureMap(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ featureMap: appUser.featureMap })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .for("update");
  return row?.featureMap ?? null;
}

export async function setFeatureMap(tx: Tx, companyId: string, userId: string, map: Record<string, boolean>) {
  await tx
    .update(appUser)
    .set({ featureMap: map })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

/**
 * A classic instance becomes a group instance: one group holding every account, the company's
 * teams kept in it (withTeams) or removed with their memberships.
 */
export async function migrateToGroups(tx: Tx, companyId: string, groupName: string, withTeams: boolean) {
  const [people] = await tx.select({ n: count() }).from(appUser).where(eq(appUser.companyId, companyId));
  const [active] = await tx
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.isActive, true)));
  const groupId = newObjectId();
  const memberCount = active?.n ?? 0;
  await tx.insert(userGroup).values({
    id: groupId,
    companyId,
    name: groupName,
    seatLimit: Math.max(1000, memberCount),
    memberCount,
  });
  await tx.update(appUser).set({ groupId }).where(eq(appUser.companyId, companyId));
  const orphanTeams = and(eq(team.companyId, companyId), isNull(team.groupId));
  let teamCount = 0;
  if (withTeams) {
    teamCount = (await tx.update(team).set({ groupId }).where(orphanTeams).returning({ id: team.id })).length;
  } else {
    const removed = await tx.delete(team).where(orphanTeams).returning({ id: team.id });
    for (const { id } of removed)
      await tx.delete(teamMember).where(and(eq(teamMember.companyId, companyId), eq(teamMember.teamId, id)));
  }
  await tx.update(company).set({ isGroupEnabled: true }).where(eq(company.id, companyId));
  return { groupId, movedCount: people?.n ?? 0, teamCount };
}
