import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { team, userGroup } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";

/** A stored picture address as answers carry it: signed (platform/media-url), null stays null. */
export const signedAs = (stored: string | null | undefined) =>
  stored
    ? expect.stringMatching(
        new RegExp(`^${stored.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?exp=\\d+&sig=[\\w-]+$`),
      )
    : null;

/** The demo company's groups and teams by name (Acme: Headquarters, Field Sales). */
export async function acmeGroupsAndTeams(t: TestApp) {
  const companyId = await t.companyId("acme");
  const groups = await t.database.db.select().from(userGroup).where(eq(userGroup.companyId, companyId));
  const teams = await t.database.db.select().from(team).where(eq(team.companyId, companyId));
  const groupId = (name: string) => {
    const found = groups.find((g) => g.name === name);
    if (!found) throw new Error(`no demo group ${name}`);
    return found.id;
  };
  const teamId = (name: string) => {
    const found = teams.find((x) => x.name === name);
    if (!found) throw new Error(`no demo team ${name}`);
    return found.id;
  };
  return {
    companyId,
    headquarters: groupId("Headquarters"),
    fieldSales: groupId("Field Sales"),
    teamId,
  };
}

export async function groupRow(t: TestApp, groupId: string) {
  const [row] = await t.database.db.select().from(userGroup).where(eq(userGroup.id, groupId));
  return row;
}

export async function teamRow(t: TestApp, companyId: string, teamId: string) {
  const [row] = await t.database.db
    .select()
    .from(team)
    .where(and(eq(team.companyId, companyId), eq(team.id, teamId)));
  return row;
}
