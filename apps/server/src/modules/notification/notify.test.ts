import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { rowsOf } from "../post/feed.repository.ts";
import { notificationText } from "./notification-text.ts";
import { notify } from "./notify.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOfType = (type: string) =>
  rowsOf<{ userId: string; textHtml: string; webUrl: string | null; isRead: boolean }>(
    t.database.db,
    sql`SELECT user_id AS "userId", text_html AS "textHtml", web_url AS "webUrl", is_read AS "isRead"
          FROM notification WHERE type = ${type}`,
  );

describe("notify: the one writer of notifications", () => {
  it("writes one unread in-app notification per entry, optional fields empty", async () => {
    const [userId, companyId] = [await t.userId(DEMO_USERS.sharer), await t.companyId("acme")];
    await notify(
      { db: t.database.db },
      { companyId, userId, type: "notify_test_one", textHtml: "<b>Hi</b>" },
    );
    expect(await rowsOfType("notify_test_one")).toEqual([
      { userId, textHtml: "<b>Hi</b>", webUrl: null, isRead: false },
    ]);
  });

  it("writes every entry of a list longer than one statement's batch, and nothing for an empty one", async () => {
    const [userId, companyId] = [await t.userId(DEMO_USERS.sharer), await t.companyId("acme")];
    const entries = Array.from({ length: 501 }, (_, i) => ({
      companyId,
      userId,
      type: "notify_test_many",
      textHtml: `n${i}`,
      webUrl: "/",
    }));
    await notify({ db: t.database.db }, entries);
    await notify({ db: t.database.db }, []);
    expect(await rowsOfType("notify_test_many")).toHaveLength(501);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const [userId, companyId] = [await t.userId(DEMO_USERS.sharer), await t.companyId("acme")];
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify({ db: tx }, { companyId, userId, type: "notify_test_rollback", textHtml: "x" });
        throw new Error("the change it announces failed");
      }),
    ).rejects.toThrow("the change it announces failed");
    expect(await rowsOfType("notify_test_rollback")).toEqual([]);
  });

  it("writes a server text in each recipient's platform language, escaping what people typed", async () => {
    const companyId = await t.companyId("acme");
    const [french, english] = [await t.userId(DEMO_USERS.sharer), await t.userId(DEMO_USERS.channel_analyst)];
    const setLanguage = (id: string, language: string) =>
      t.database.db.update(appUser).set({ language }).where(eq(appUser.id, id));
    await setLanguage(french, "fr_FR");
    try {
      const textHtml = notificationText("newPost", { title: "Q&A <live>" });
      await notify(
        { db: t.database.db },
        [french, english].map((userId) => ({ companyId, userId, type: "notify_test_language", textHtml })),
      );
    } finally {
      await setLanguage(french, "en");
    }
    const rows = await rowsOfType("notify_test_language");
    expect(Object.fromEntries(rows.map((row) => [row.userId, row.textHtml]))).toEqual({
      [french]: "Nouvelle publication : <strong>Q&amp;A &lt;live&gt;</strong>",
      [english]: "New post: <strong>Q&amp;A &lt;live&gt;</strong>",
    });
  });
});
