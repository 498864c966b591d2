import { sql } from "drizzle-orm";
import { perDatabase } from "../../db/prepared.ts";
import { appUser, company } from "../../db/schema/index.ts";
import type { Actor, RequestContext } from "../../platform/context.ts";
import type { SessionJoin } from "../../platform/session.ts";
import type { CompanyRow } from "./share.repository.ts";

/** What validating a share reads about the company and the user: networks, signatures, labs. */
export interface SharingSettings {
  company: Pick<CompanyRow, "labList" | "socnetOrderedSet" | "socnetMap">;
  featureMap: Record<string, boolean>;
}

interface SettingsColumns {
  labList: unknown;
  socnetOrderedSet: unknown;
  socnetMap: unknown;
  featureMap: unknown;
}

/** A raw column value mapped as drizzle maps the table's own (jsonb, arrays), its default when absent. */
const mapped = <T>(column: { mapFromDriverValue(value: unknown): unknown }, value: unknown, empty: T): T =>
  value === null || value === undefined ? empty : (column.mapFromDriverValue(value) as T);

function settingsOf(row: SettingsColumns): SharingSettings {
  return {
    company: {
      labList: mapped(company.labList, row.labList, []),
      socnetOrderedSet: mapped(company.socnetOrderedSet, row.socnetOrderedSet, []),
      socnetMap: mapped(company.socnetMap, row.socnetMap, {}),
    },
    featureMap: mapped(appUser.featureMap, row.featureMap, {}),
  };
}

/** Settings read in the session lookup, by the request's actor (one object per request). */
const loadedWithSession = new WeakMap<Actor, SharingSettings>();

/**
 * The company's network settings and the user's labs IN the session lookup of the share routes
 * (one statement fewer on every share: issue 15), computed from the session row, so never staler
 * than the session.
 */
export const sharingSessionJoin: SessionJoin = {
  columns: ({ companyId, user }) => sql`
    (SELECT c.lab_list FROM company c WHERE c.id = ${companyId}) AS "labList",
    (SELECT c.socnet_ordered_set FROM company c WHERE c.id = ${companyId}) AS "socnetOrderedSet",
    (SELECT c.socnet_map FROM company c WHERE c.id = ${companyId}) AS "socnetMap",
    ${user}.feature_map AS "featureMap"`,
  attach: (actor, row) => {
    loadedWithSession.set(actor, settingsOf(row as unknown as SettingsColumns));
  },
};

/** The same columns in a statement of their own (a bearer token, a route without the join). */
const settingsQuery = perDatabase((db) =>
  db
    .select({
      labList: company.labList,
      socnetOrderedSet: company.socnetOrderedSet,
      socnetMap: company.socnetMap,
      featureMap: appUser.featureMap,
    })
    .from(company)
    .leftJoin(
      appUser,
      sql`${appUser.companyId} = ${company.id} AND ${appUser.id} = ${sql.placeholder("userId")}`,
    )
    .where(sql`${company.id} = ${sql.placeholder("companyId")}`)
    .limit(1)
    .prepare("share_settings"),
);

/** The sharing settings of the request's company and user: from the session lookup when it read them. */
export async function loadSharingSettings(ctx: RequestContext): Promise<SharingSettings> {
  const preloaded = loadedWithSession.get(ctx.actor);
  if (preloaded && ctx.companyId === ctx.actor.companyId) return preloaded;
  const [row] = await settingsQuery(ctx.db).execute({ companyId: ctx.companyId, userId: ctx.actor.userId });
  if (!row) throw new Error(`company ${ctx.companyId} missing`);
  const { featureMap, ...settings } = row;
  return { company: settings, featureMap: featureMap ?? {} };
}
