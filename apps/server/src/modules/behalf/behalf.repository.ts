import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, behalfCollaboration, channel, post } from "../../db/schema/index.ts";

export type CollaborationRow = typeof behalfCollaboration.$inferSelect;
export interface Page {
  page: number;
  pageSize: number;
}
const window = ({ page, pageSize }: Page) => ({ limit: pageSize + 1, offset: (page - 1) * pageSize });

export async function findCollaboration(
  db: Queryable,
  companyId: string,
  contentOwnerId: string,
  contentWriterId: string,
): Promise<CollaborationRow | null> {
  const [row] = await db
    .select()
    .from(behalfCollaboration)
    .where(
      and(
        eq(behalfCollaboration.companyId, companyId),
        eq(behalfCollaboration.contentOwnerId, contentOwnerId),
        eq(behalfCollaboration.contentWriterId, contentWriterId),
      ),
    );
  return row ?? null;
}

/** A page of collaborations; `involving` limits them to those where the user is writer or owner. */
export async function listCollaborations(
  db: Queryable,
  companyId: string,
  involving: string | null,
  page: Page,
) {
  const conditions: SQL[] = [eq(behalfCollaboration.companyId, companyId)];
  if (involving) {
    const either = or(
      eq(behalfCollaboration.contentWriterId, involving),
      eq(behalfCollaboration.contentOwnerId, involving),
    );
    if (either) conditions.push(either);
  }
  return db
    .select()
    .from(behalfCollaboration)
    .where(and(...conditions))
    .orderBy(desc(behalfCollaboration.updatedAt), desc(behalfCollaboration.id))
    .limit(window(page).limit)
    .offset(window(page).offset);
}

/** The writer's collaborations (all statuses): what the session enhancement is derived from. */
export async function listWriterCollaborations(db: Queryable, companyId: string, contentWriterId: string) {
  return db
    .select({
      status: behalfCollaboration.status,
      isPostCreationEnabled: behalfCollaboration.isPostCreationEnabled,
      isExternalShareEnabled: behalfCollaboration.isExternalShareEnabled,
    })
    .from(behalfCollaboration)
    .where(
      and(
        eq(behalfCollaboration.companyId, companyId),
        eq(behalfCollaboration.contentWriterId, contentWriterId),
      ),
    );
}

export async function insertCollaboration(db: Queryable, values: typeof behalfCollaboration.$inferInsert) {
  const [row] = await db
    .insert(behalfCollaboration)
    .values(values)
    .onConflictDoUpdate({
      target: [
        behalfCollaboration.companyId,
        behalfCollaboration.contentOwnerId,
        behalfCollaboration.contentWriterId,
      ],
      set: {
        status: values.status,
        isPostCreationEnabled: values.isPostCreationEnabled,
        isExternalShareEnabled: values.isExternalShareEnabled,
        updatedAt: values.updatedAt,
        notifiedAt: values.notifiedAt,
      },
    })
    .returning();
  if (!row) throw new Error("collaboration upsert returned nothing");
  return row;
}

export async function updateCollaboration(
  db: Queryable,
  row: CollaborationRow,
  values: Partial<
    Pick<
      CollaborationRow,
      "status" | "isPostCreationEnabled" | "isExternalShareEnabled" | "updatedAt" | "notifiedAt"
    >
  >,
): Promise<CollaborationRow> {
  const [updated] = await db
    .update(behalfCollaboration)
    .set(values)
    .where(and(eq(behalfCollaboration.companyId, row.companyId), eq(behalfCollaboration.id, row.id)))
    .returning();
  if (!updated) throw new Error("collaboration update returned nothing");
  return updated;
}

export async function deleteCollaboration(db: Queryable, row: CollaborationRow) {
  await db
    .delete(behalfCollaboration)
    .where(and(eq(behalfCollaboration.companyId, row.companyId), eq(behalfCollaboration.id, row.id)));
}

export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: string;
  isActive: boolean;
};

export async function findPeople(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarUrl: appUser.avatarUrl,
      role: appUser.role,
      isActive: appUser.isActive,
    })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), inArray(appUser.id, [...new Set(ids)])));
}

/**
 * Active people of the company other than `exceptUserId` whose first, last or full name or e-mail
 * contains `text` (case-insensitive), by name.
 */
export async function searchPeople(
  db: Queryable,
  companyId: string,
  exceptUserId: string,
  text: string,
  limit: number,
) {
  const conditions: SQL[] = [
    eq(appUser.companyId, companyId),
    eq(appUser.isActive, true),
    ne(appUser.id, exceptUserId),
  ];
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = or(
      ilike(sql`${appUser.firstName} || ' ' || ${appUser.lastName}`, pattern),
      ilike(appUser.email, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarUrl: appUser.avatarUrl,
    })
    .from(appUser)
    .where(and(...conditions))
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id))
    .limit(limit);
}

/** Owners who approved the writer, with the flags they approved, filtered when asked. */
export async function listApprovedOwners(
  db: Queryable,
  companyId: string,
  contentWriterId: string,
  filter: { isPostCreationEnabled?: boolean; isExternalShareEnabled?: boolean },
  page: Page,
) {
  const conditions: SQL[] = [
    eq(behalfCollaboration.companyId, companyId),
    eq(behalfCollaboration.contentWriterId, contentWriterId),
    eq(behalfCollaboration.status, "approved"),
    eq(appUser.isActive, true),
  ];
  if (filter.isPostCreationEnabled !== undefined)
    conditions.push(eq(behalfCollaboration.isPostCreationEnabled, filter.isPostCreationEnabled));
  if (filter.isExternalShareEnabled !== undefined)
    conditions.push(eq(behalfCollaboration.isExternalShareEnabled, filter.isExternalShareEnabled));
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarUrl: appUser.avatarUrl,
      isPostCreationEnabled: behalfCollaboration.isPostCreationEnabled,
      isExternalShareEnabled: behalfCollaboration.isExternalShareEnabled,
    })
    .from(behalfCollaboration)
    .innerJoin(
      appUser,
      and(
        eq(appUser.companyId, behalfCollaboration.companyId),
        eq(appUser.id, behalfCollaboration.contentOwnerId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(appUser.lastName), asc(appUser.firstName), asc(appUser.id))
    .limit(window(page).limit)
    .offset(window(page).offset);
}

/** Active channels of the company, all of them or the given ones. */
export async function findActiveChannels(db: Queryable, companyId: string, ids: readonly string[] | "all") {
  if (ids !== "all" && ids.length === 0) return [];
  const conditions: SQL[] = [eq(channel.companyId, companyId), eq(channel.isActive, true)];
  if (ids !== "all") conditions.push(inArray(channel.id, [...ids]));
  return db
    .select({ id: channel.id, name: channel.name, isPrivate: channel.isPrivate, groupId: channel.groupId })
    .from(channel)
    .where(and(...conditions))
    .orderBy(asc(channel.name), asc(channel.id));
}

/** Posts created on behalf where the user is the writer or the owner, newest first. */
export async function listBehalfPostIds(db: Queryable, companyId: string, userId: string, page: Page) {
  const rows = await db
    .select({ id: post.id })
    .from(post)
    .where(
      and(
        eq(post.companyId, companyId),
        sql`${post.deletedAt} IS NULL`,
        eq(post.createdByType, "behalf"),
        or(eq(post.contentWriterId, userId), eq(post.createdBy, userId)),
      ),
    )
    .orderBy(desc(post.createdAt), desc(post.id))
    .limit(window(page).limit)
    .offset(window(page).offset);
  return rows.map((row) => row.id);
}
