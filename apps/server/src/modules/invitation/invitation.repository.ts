import { and, asc, desc, eq, ilike, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, invitation, team, teamMember, userGroup } from "../../db/schema/index.ts";

export type InvitationRow = typeof invitation.$inferSelect;
export type NewInvitationRow = typeof invitation.$inferInsert;
export type InvitationKind = "launch" | "referral";

/** Who sees which invitations: everything, the groups a group admin runs, or one's own. */
export type InvitationScope = { all: true } | { groupIds: string[] } | { inviterId: string };

const scopeWhere = (scope: InvitationScope): SQL | undefined => {
  if ("all" in scope) return undefined;
  if ("inviterId" in scope) return eq(invitation.inviterId, scope.inviterId);
  return scope.groupIds.length === 0 ? sql`false` : inArray(invitation.groupId, scope.groupIds);
};

export async function insertInvitations(tx: Queryable, rows: NewInvitationRow[]) {
  if (rows.length === 0) return [];
  return tx.insert(invitation).values(rows).returning();
}

export async function listInvitations(
  db: Queryable,
  companyId: string,
  kind: InvitationKind,
  scope: InvitationScope,
  filter: { status?: string; searchTerm?: string; groupId?: string; fromId?: string; limit: number },
) {
  const term = filter.searchTerm ? `%${filter.searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ row: invitation, groupName: userGroup.name })
    .from(invitation)
    .leftJoin(userGroup, and(eq(userGroup.companyId, companyId), eq(userGroup.id, invitation.groupId)))
    .where(
      and(
        eq(invitation.companyId, companyId),
        eq(invitation.kind, kind),
        scopeWhere(scope),
        filter.status ? eq(invitation.status, filter.status) : undefined,
        filter.groupId ? eq(invitation.groupId, filter.groupId) : undefined,
        filter.fromId ? lt(invitation.id, filter.fromId) : undefined,
        term
          ? or(
              ilike(invitation.email, term),
              ilike(invitation.phoneNumber, term),
              ilike(invitation.firstName, term),
              ilike(invitation.lastName, term),
            )
          : undefined,
      ),
    )
    .orderBy(desc(invitation.id))
    .limit(filter.limit);
}

/** The invitations of the list in the caller's scope, of one kind, not accepted. */
export async function findOpenInvitations(
  db: Queryable,
  companyId: string,
  kind: InvitationKind,
  scope: InvitationScope,
  ids: readonly string[],
) {
  return db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.companyId, companyId),
        eq(invitation.kind, kind),
        inArray(invitation.id, [...ids]),
        ne(invitation.status, "accepted"),
        scopeWhere(scope),
      ),
    );
}

export async function deleteInvitations(tx: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const gone = await tx
    .delete(invitation)
    .where(
      and(
        eq(invitation.companyId, companyId),
        inArray(invitation.id, [...ids]),
        ne(invitation.status, "accepted"),
      ),
    )
    .returning({ id: invitation.id });
  return gone.length;
}

/** Unsent invitations of a batch (the scheduled job). */
export async function scheduledOfBatch(db: Queryable, companyId: string, batchId: string) {
  return db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.companyId, companyId),
        eq(invitation.batchId, batchId),
        eq(invitation.status, "scheduled"),
      ),
    );
}

/**
 * Claims an invitation for delivery and stores its new link: only one caller wins (the row must
 * still be in one of `from`), so a scheduled invitation goes out once across processes.
 */
export async function claimForDelivery(
  tx: Queryable,
  input: {
    companyId: string;
    id: string;
    from: readonly string[];
    tokenHash: string;
    tokenExpiresAt: Date;
    now: Date;
    reminder: boolean;
  },
) {
  const [row] = await tx
    .update(invitation)
    .set({
      status: "sent",
      error: null,
      tokenHash: input.tokenHash,
      tokenExpiresAt: input.tokenExpiresAt,
      ...(input.reminder ? { remindedAt: input.now } : { sentAt: input.now }),
    })
    .where(
      and(
        eq(invitation.companyId, input.companyId),
        eq(invitation.id, input.id),
        inArray(invitation.status, [...input.from]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markInvitation(
  tx: Queryable,
  companyId: string,
  id: string,
  set: Partial<Pick<InvitationRow, "status" | "error" | "userId" | "acceptedAt" | "tokenHash">>,
) {
  await tx
    .update(invitation)
    .set(set)
    .where(and(eq(invitation.companyId, companyId), eq(invitation.id, id)));
}

/** The invitation a link belongs to, locked for its acceptance. */
export async function lockInvitationByToken(tx: Queryable, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(invitation)
    .where(eq(invitation.tokenHash, tokenHash))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** Open invitations to these addresses (a new invitation replaces them). */
export async function openInvitationsTo(
  tx: Queryable,
  companyId: string,
  emails: readonly string[],
  phones: readonly string[],
) {
  const match = [
    emails.length ? inArray(sql`lower(${invitation.email})`, [...emails]) : undefined,
    phones.length ? inArray(invitation.phoneNumber, [...phones]) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (match.length === 0) return [];
  return tx
    .select({ id: invitation.id, userId: invitation.userId, status: invitation.status })
    .from(invitation)
    .where(and(eq(invitation.companyId, companyId), ne(invitation.status, "accepted"), or(...match)));
}

/** The queued invitation of a user (admitted from the queue: the invitation goes out then). */
export async function queuedInvitationOf(tx: Queryable, companyId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.companyId, companyId),
        eq(invitation.userId, userId),
        eq(invitation.status, "queued"),
      ),
    )
    .limit(1);
  return row ?? null;
}

// ---- the company's people, as invitations need them ----

export async function groupsOfCompany(db: Queryable, companyId: string) {
  return db.select().from(userGroup).where(eq(userGroup.companyId, companyId)).orderBy(asc(userGroup.name));
}

export async function findGroup(db: Queryable, companyId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(userGroup)
    .where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)));
  return row ?? null;
}

export async function teamsOfCompany(db: Queryable, companyId: string) {
  return db
    .select({ id: team.id, name: team.name, groupId: team.groupId, groupName: userGroup.name })
    .from(team)
    .leftJoin(userGroup, and(eq(userGroup.companyId, companyId), eq(userGroup.id, team.groupId)))
    .where(eq(team.companyId, companyId))
    .orderBy(asc(team.name));
}

export async function findUser(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      phoneNumber: appUser.phoneNumber,
      role: appUser.role,
      groupId: appUser.groupId,
      isActive: appUser.isActive,
      notificationSettings: appUser.notificationSettings,
      language: appUser.language,
    })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return row ?? null;
}

/** Addresses (lower-case e-mails, phones) that already have an account in the company. */
export async function existingAddresses(
  db: Queryable,
  companyId: string,
  emails: readonly string[],
  phones: readonly string[],
): Promise<Set<string>> {
  const match = [
    emails.length ? inArray(sql`lower(${appUser.email})`, [...emails]) : undefined,
    phones.length ? inArray(appUser.phoneNumber, [...phones]) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (match.length === 0) return new Set();
  const rows = await db
    .select({ email: appUser.email, phone: appUser.phoneNumber })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), or(...match)));
  return new Set(
    rows.flatMap((r) => [r.email?.toLowerCase(), r.phone].filter((v): v is string => Boolean(v))),
  );
}

/** The invitee's account; null when the address was taken meanwhile (the unique indexes decide). */
export async function insertInvitedUser(
  tx: Queryable,
  row: {
    id: string;
    companyId: string;
    email: string | null;
    phoneNumber: string | null;
    firstName: string;
    lastName: string;
    role: string;
    groupId: string | null;
    referrerId: string;
    language: string;
  },
) {
  const inserted = await tx.insert(appUser).values(row).onConflictDoNothing().returning({ id: appUser.id });
  return inserted[0]?.id ?? null;
}

export async function setUserGroup(tx: Queryable, companyId: string, userId: string, groupId: string) {
  await tx
    .update(appUser)
    .set({ groupId })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

/** Team memberships for the invitee, only of teams of the company (and of the group, when given). */
export async function joinTeams(
  tx: Queryable,
  companyId: string,
  userId: string,
  teamIds: readonly string[],
  groupId: string | null,
) {
  if (teamIds.length === 0) return [];
  const valid = await tx
    .select({ id: team.id })
    .from(team)
    .where(
      and(
        eq(team.companyId, companyId),
        inArray(team.id, [...teamIds]),
        groupId ? eq(team.groupId, groupId) : undefined,
      ),
    );
  if (valid.length === 0) return [];
  await tx
    .insert(teamMember)
    .values(valid.map((t) => ({ companyId, teamId: t.id, userId })))
    .onConflictDoNothing();
  return valid.map((t) => t.id);
}

export async function markUserSignedIn(tx: Queryable, companyId: string, userId: string, now: Date) {
  await tx
    .update(appUser)
    .set({ lastActiveAt: now })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}
