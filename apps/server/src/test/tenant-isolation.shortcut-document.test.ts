import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upload } from "../modules/media/media.test-helpers.ts";
import { factories } from "./factories.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/** A Globex admin can neither read nor change Acme's shortcuts and documents: 404 everywhere, nothing changes. */
let t: TestApp;
let ada: TestClient;
let gina: TestClient;
let shortcutId: string;
let groupShortcutId: string;
let acmeGroupId: string;
let documentId: string;

const snapshot = async () => ({
  shortcut: (await ada.get(`/api/shortcuts/${shortcutId}`)).json(),
  groupShortcut: (await ada.get(`/api/shortcuts/group/${acmeGroupId}/${groupShortcutId}`)).json(),
  document: (await ada.get(`/api/document/${documentId}`)).json(),
});

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  gina = await t.signIn(GLOBEX_ADMIN);
  acmeGroupId = (await factories(t.database.db).group(await t.companyId("acme"))).id;
  const body = { title: "Acme intranet", link: "https://acme.example/", icon: { name: "home" } };
  shortcutId = (await ada.post("/api/shortcuts", body)).json().id;
  groupShortcutId = (await ada.post(`/api/shortcuts/group/${acmeGroupId}`, body)).json().id;
  documentId = (await upload(ada, "/api/document", "acme.txt", "text/plain", Buffer.from("Acme only"))).json()
    .id;
});
afterAll(() => t.close());

describe("tenant isolation: another company's shortcuts and documents", () => {
  const calls: [string, (c: TestClient) => Promise<{ statusCode: number }>][] = [
    ["read the shortcut", (c) => c.get(`/api/shortcuts/${shortcutId}`)],
    ["edit the shortcut", (c) => c.put(`/api/shortcuts/${shortcutId}`, { title: "Globex" })],
    ["delete the shortcut", (c) => c.delete(`/api/shortcuts/${shortcutId}`)],
    ["list the group's shortcuts", (c) => c.get(`/api/shortcuts/group/${acmeGroupId}`)],
    [
      "add to the group",
      (c) =>
        c.post(`/api/shortcuts/group/${acmeGroupId}`, {
          title: "x",
          link: "https://x.example/",
          icon: { name: "home" },
        }),
    ],
    ["read the group's shortcut", (c) => c.get(`/api/shortcuts/group/${acmeGroupId}/${groupShortcutId}`)],
    [
      "edit the group's shortcut",
      (c) => c.put(`/api/shortcuts/group/${acmeGroupId}/${groupShortcutId}`, { title: "x" }),
    ],
    [
      "delete the group's shortcut",
      (c) => c.delete(`/api/shortcuts/group/${acmeGroupId}/${groupShortcutId}`),
    ],
    [
      "reorder the group",
      (c) => c.put(`/api/shortcuts/group/${acmeGroupId}/reorder`, { shortcutIdList: [groupShortcutId] }),
    ],
    ["read the document", (c) => c.get(`/api/document/${documentId}`)],
    ["fetch its file", (c) => c.get(`/api/document/${documentId}/file`)],
    ["edit the document", (c) => c.put(`/api/document/${documentId}`, { title: "Globex" })],
    ["delete the document", (c) => c.delete(`/api/document/${documentId}`)],
    ["list the group's documents", (c) => c.get(`/api/document?groupId=${acmeGroupId}`)],
  ];

  it.each(calls)("a Globex admin cannot %s (404), and nothing changes", async (_name, call) => {
    const before = await snapshot();
    expect((await call(gina)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("lists none of Acme's shortcuts or documents to Globex, and counts only Globex's usage", async () => {
    const shortcuts = (await gina.get("/api/shortcuts")).json();
    expect(shortcuts.shortcutList.map((s: { id: string }) => s.id)).not.toContain(shortcutId);
    const documents = (await gina.get("/api/document")).json();
    expect(documents.documentList.map((d: { id: string }) => d.id)).not.toContain(documentId);
    expect((await gina.get("/api/document/usage")).json().usedBytes).toBe(0);
  });
});
