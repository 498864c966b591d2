import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, company } from "../../db/schema/index.ts";
import type { Actor } from "../../platform/context.ts";
import { SESSION_COOKIE } from "../../platform/cookies.ts";
import { countStatements } from "../../test/count-statements.ts";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp } from "../../test/test-app.ts";
import { loadSharingSettings, sharingSessionJoin } from "./share-settings.repository.ts";

/**
 * The sharing settings (the company's networks, signatures and labs, the user's labs) read in the
 * session lookup of the share routes must equal what their own statement reads, for people of both
 * companies, with settings that differ from the defaults.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The actor of a session read on a route that joins the sharing settings, as the share route runs it. */
async function joinedActor(email: string): Promise<Actor> {
  const client = await t.signIn(email);
  const actor = await t.app.deps.sessions.read({
    cookies: { [SESSION_COOKIE]: client.cookies.get(SESSION_COOKIE) },
    routeOptions: { config: { sessionJoin: sharingSessionJoin } },
  } as unknown as FastifyRequest);
  if (!actor) throw new Error(`no session for ${email}`);
  return actor;
}

const ctxOf = (actor: Actor) => ({ db: t.database.db, companyId: actor.companyId, actor, log: t.app.log });

describe("sharing settings read with the session", () => {
  it.each([DEMO_USERS.sharer, DEMO_USERS.admin, GLOBEX_SHARER])(
    "equal their own statement for %s",
    async (email) => {
      const actor = await joinedActor(email);
      await t.database.db
        .update(company)
        .set({
          labList: ["lab-one", "lab-two"],
          socnetMap: { linkedin: { Signature: "— sent by Chorus" } },
        })
        .where(eq(company.id, actor.companyId));
      await t.database.db
        .update(appUser)
        .set({ featureMap: { "lab-three": true } })
        .where(eq(appUser.id, actor.userId));
      // Read again after the change: the settings come from the session statement of this request.
      const fresh = await joinedActor(email);
      let joined: Awaited<ReturnType<typeof loadSharingSettings>> | undefined;
      // Nothing more is read: the session statement brought them.
      const statements = await countStatements(t.database, async () => {
        joined = await loadSharingSettings(ctxOf(fresh));
      });
      expect(statements).toBe(0);
      if (!joined) throw new Error("no settings");
      // A copy of the actor has nothing preloaded: the settings' own statement runs.
      const alone = await loadSharingSettings(ctxOf({ ...fresh }));
      expect(joined).toEqual(alone);
      expect(joined.company.labList).toEqual(["lab-one", "lab-two"]);
      expect(joined.company.socnetMap).toEqual({ linkedin: { Signature: "— sent by Chorus" } });
      expect(joined.featureMap).toEqual({ "lab-three": true });
      const [stored] = await t.database.db
        .select({ set: company.socnetOrderedSet })
        .from(company)
        .where(eq(company.id, actor.companyId));
      expect(joined.company.socnetOrderedSet).toEqual(stored?.set);
    },
  );
});
