import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { invitation, mailOutbox } from "../../db/schema/index.ts";
import { openPostgresTestDatabase, postgresSuite, postgresUnavailable } from "../../test/postgres.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { acmeGroupsAndTeams } from "../people/people.test-helpers.ts";
import { sendScheduledBatchJob } from "./invitation.jobs.ts";

/**
 * Sent once across processes needs a real server (PGlite has one connection): the scheduled
 * batch's job runs twice at the same moment on two connection pools, as two workers would after a
 * retry, and every invitee still gets exactly one invitation mail.
 */
const unavailable = await postgresUnavailable();

describe.skipIf(unavailable)(postgresSuite("scheduled invitations on PostgreSQL", unavailable), () => {
  let t: TestApp;
  let second: Database;
  beforeAll(async () => {
    t = await createTestApp({}, { database: await openPostgresTestDatabase() });
    const url = t.database.pool?.options.connectionString as string;
    second = await openDatabase({ kind: "postgres", url, poolSize: 4 });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("sends a scheduled batch once when two workers run its job together", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const acme = await acmeGroupsAndTeams(t);
    const stamp = Date.now();
    const emails = [1, 2, 3].map((i) => `twice-${stamp}-${i}@acme.example`);
    const created = await ada.post("/api/user/launch", {
      groupId: acme.headquarters,
      sendingType: "scheduled",
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      inviteeList: emails.map((email) => ({ email, teamIdList: [] })),
    });
    expect(created.json().successCount).toBe(3);
    const [row] = await t.database.db.select().from(invitation).where(eq(invitation.email, emails[0]!));
    const payload = { companyId: row!.companyId, batchId: row!.batchId };
    const ctx = (db: Database) => ({ deps: t.app.deps, db: db.db, log: t.app.log });
    await Promise.all([
      sendScheduledBatchJob.handler(ctx(t.database), payload),
      sendScheduledBatchJob.handler(ctx(second), payload),
    ]);
    for (const email of emails) {
      const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      expect(mails.map((m) => m.kind)).toEqual(["invitation"]);
    }
    const rows = await t.database.db.select().from(invitation).where(eq(invitation.batchId, row!.batchId));
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
  });
});
