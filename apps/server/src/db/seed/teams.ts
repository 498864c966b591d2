import type { DemoChannels } from "./channels.ts";
import type { DemoCompanies } from "./companies.ts";
import { type DemoPeople, userByKey } from "./people.ts";
import { addMs, DAY_MS } from "./random.ts";
import type { GroupAdminRow, SeedContext, TeamMemberRow, TeamRow } from "./rows.ts";

export interface DemoTeams {
  teams: TeamRow[];
  members: TeamMemberRow[];
  groupAdmins: GroupAdminRow[];
}

/** Teams inside both groups, their members, Gustav as Field Sales' group admin, and exact member counts. */
export function buildTeams(
  ctx: SeedContext,
  companies: DemoCompanies,
  people: DemoPeople,
  channels: DemoChannels,
): DemoTeams {
  const { acme } = channels;
  const companyId = companies.acme.id;
  const specs: {
    name: string;
    group: "headquarters" | "fieldSales";
    level: number;
    mandatory: string[];
    recommended: string[];
  }[] = [
    {
      name: "Marketing & Communications",
      group: "headquarters",
      level: 1,
      mandatory: [],
      recommended: [acme.events.row.id, acme.careers.row.id],
    },
    {
      name: "Product & Engineering",
      group: "headquarters",
      level: 1,
      mandatory: [acme.productUpdates.row.id],
      recommended: [acme.engineering.row.id],
    },
    {
      name: "People & Culture",
      group: "headquarters",
      level: 2,
      mandatory: [],
      recommended: [acme.careers.row.id, acme.sustainability.row.id],
    },
    {
      name: "Nordics",
      group: "fieldSales",
      level: 1,
      mandatory: [acme.fieldSalesWins.row.id],
      recommended: [acme.productUpdates.row.id],
    },
    {
      name: "DACH & France",
      group: "fieldSales",
      level: 2,
      mandatory: [acme.fieldSalesWins.row.id],
      recommended: [acme.events.row.id],
    },
  ];
  const teams: TeamRow[] = [];
  const members: TeamMemberRow[] = [];
  specs.forEach((spec, i) => {
    const group = companies[spec.group];
    const createdAt = addMs(group.createdAt!, (4 + i) * DAY_MS);
    const row: TeamRow = {
      id: ctx.newId(createdAt),
      companyId,
      groupId: group.id,
      name: spec.name,
      level: spec.level,
      memberCount: 0,
      mandatoryChannelIdList: spec.mandatory,
      recommendedChannelIdList: spec.recommended,
      createdAt,
    };
    teams.push(row);
  });
  // Each person joins one team of their group (a few join a second one).
  for (const user of people.acme) {
    const own = teams.filter((t) => t.groupId === user.groupId);
    if (own.length === 0) continue;
    const joined = ctx.random.sample(own, ctx.random.chance(0.2) ? 2 : 1);
    for (const t of joined) {
      members.push({ companyId, teamId: t.id, userId: user.id, addedAt: addMs(user.createdAt!, DAY_MS) });
      t.memberCount = (t.memberCount ?? 0) + 1;
    }
  }
  for (const group of [companies.headquarters, companies.fieldSales]) {
    group.memberCount = people.acme.filter((user) => user.groupId === group.id).length;
  }
  const groupAdmins: GroupAdminRow[] = [
    { companyId, groupId: companies.fieldSales.id, userId: userByKey(people, "gustav").id },
  ];
  return { teams, members, groupAdmins };
}
