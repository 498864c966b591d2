import { newObjectId } from "@chorus/shared/ids/object-id";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountToken } from "../../db/schema/index.ts";
import type { JobContext } from "../../platform/deps.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { purgeAccountTokensJob } from "./account-token.jobs.ts";

const silent = { info() {}, warn() {}, error() {}, child: () => silent } as unknown as JobContext["log"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe("account-token.purge", () => {
  it("deletes tokens a day past their end or their use, and keeps the others", async () => {
    const companyId = await t.companyId("acme");
    const userId = await t.userId(DEMO_USERS.sharer);
    const hour = 3_600_000;
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
    const token = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
      name,
      row: {
        id: newObjectId(),
        companyId,
        userId,
        purpose: "login_link",
        tokenHash: `purge-test-${name}`,
        expiresAt,
        usedAt,
      },
    });
    const tokens = [
      token("expired-long-ago", at(-48 * hour)),
      token("used-long-ago", at(hour), at(-30 * hour)),
      token("live", at(hour)),
      token("expired-just-now", at(-hour)),
      token("used-just-now", at(hour), at(-hour)),
    ];
    await t.database.db.insert(accountToken).values(tokens.map((entry) => entry.row));

    await purgeAccountTokensJob.handler({ deps: t.app.deps, db: t.database.db, log: silent }, {});

    const left = await t.database.db
      .select({ id: accountToken.id })
      .from(accountToken)
      .where(
        inArray(
          accountToken.id,
          tokens.map((entry) => entry.row.id),
        ),
      );
    const kept = tokens.filter((entry) => left.some((r) => r.id === entry.row.id)).map((entry) => entry.name);
    expect(kept.sort()).toEqual(["expired-just-now", "live", "used-just-now"]);
  });
});
