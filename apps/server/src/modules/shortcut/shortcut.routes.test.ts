import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

/**
 * Shortcuts (catalogue: twelve routes; core §3 Shortcut: id, title, link, icon.inlineIcon, color,
 * platform). A group of its own: Emma (sharer) is its member, Gustav (group admin) administers it.
 */
let t: TestApp;
let ada: TestClient;
let gustav: TestClient;
let emma: TestClient;
let chloe: TestClient;
let groupId: string;
let otherGroupId: string;

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  link: "https://intranet.example.com/",
  icon: { name: "briefcase" },
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const make = factories(t.database.db);
  const companyId = await t.companyId("acme");
  const group = await make.group(companyId, {
    adminIds: [await t.userId(DEMO_USERS.group_admin)],
    memberIds: [await t.userId(DEMO_USERS.sharer)],
  });
  groupId = group.id;
  otherGroupId = (await make.group(companyId)).id;
  [ada, gustav, emma, chloe] = await Promise.all([
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.channel_manager),
  ]);
});
afterAll(() => t.close());

describe("icons", () => {
  it("searches the icon set by prefix, a page at a time, with inline SVG", async () => {
    const first = await ada.get("/api/shortcuts/icons?prefix=file&limit=3");
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.iconList).toHaveLength(3);
    for (const icon of page.iconList) {
      expect(icon.name.startsWith("file")).toBe(true);
      expect(icon.inlineIcon).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>.*<\/svg>$/);
      expect(icon.inlineIcon).not.toMatch(/<script|on\w+=/i);
    }
    expect(page.total).toBeGreaterThan(3);
    const second = (
      await ada.get(`/api/shortcuts/icons?prefix=file&limit=3&nextIcon=${page.nextIcon}`)
    ).json();
    expect(second.iconList[0].name).toBe(page.nextIcon);
    const names = [...page.iconList, ...second.iconList].map((i: { name: string }) => i.name);
    expect(new Set(names).size).toBe(6);
    expect([...names].sort()).toEqual(names);
  });

  it("ends with nextIcon null and answers an empty page for an unknown prefix", async () => {
    const none = (await ada.get("/api/shortcuts/icons?prefix=zzzz-none")).json();
    expect(none).toEqual({ iconList: [], nextIcon: null, total: 0 });
  });

  it.each([
    ["limit=0", 400],
    ["limit=201", 400],
    ["nextIcon=%3Cscript%3E", 400],
  ])("refuses %s", async (query, status) => {
    expect((await ada.get(`/api/shortcuts/icons?${query}`)).statusCode).toBe(status);
  });
});

describe("company shortcuts", () => {
  it("creates with the defaults, reads, edits and deletes; the icon's SVG comes from the set", async () => {
    const created = await ada.post(
      "/api/shortcuts",
      body("Intranet", { icon: { name: "home", inlineIcon: "<svg onload=alert(1)>" } }),
    );
    expect(created.statusCode).toBe(200);
    const shortcut = created.json();
    expect(shortcut).toMatchObject({
      title: "Intranet",
      link: "https://intranet.example.com/",
      color: "#228be6",
      platform: "all",
      groupId: null,
      icon: { name: "home" },
    });
    expect(shortcut.icon.inlineIcon).not.toContain("onload");
    expect(shortcut.icon.inlineIcon).toContain("<path");

    const read = await emma.get(`/api/shortcuts/${shortcut.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().abilities).toEqual({ canEdit: false, canDelete: false });

    const edited = await ada.put(`/api/shortcuts/${shortcut.id}`, {
      color: "#FF8800",
      platform: "web",
      icon: { name: "star" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ color: "#ff8800", platform: "web", icon: { name: "star" } });

    expect((await ada.delete(`/api/shortcuts/${shortcut.id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/shortcuts/${shortcut.id}`)).statusCode).toBe(404);
    expect((await ada.delete(`/api/shortcuts/${shortcut.id}`)).statusCode).toBe(404);
  });

  it.each([
    ["no title", { link: "https://a.example/", icon: { name: "home" } }],
    ["a javascript: link", body("X", { link: "javascript:alert(1)" })],
    ["an unknown icon", body("X", { icon: { name: "no-such-icon-anywhere" } })],
    ["a colour that is not #rrggbb", body("X", { color: "red" })],
    ["an unknown platform", body("X", { platform: "tv" })],
  ])("refuses %s (400)", async (_name, payload) => {
    expect((await ada.post("/api/shortcuts", payload)).statusCode).toBe(400);
  });

  it("a group's shortcut is not found under the company's path", async () => {
    const inGroup = (await gustav.post(`/api/shortcuts/group/${groupId}`, body("Group only"))).json();
    expect((await ada.get(`/api/shortcuts/${inGroup.id}`)).statusCode).toBe(404);
    expect((await ada.put(`/api/shortcuts/${inGroup.id}`, { title: "No" })).statusCode).toBe(404);
  });
});

describe("group shortcuts, the sidebar list and reorder", () => {
  it("group admins edit their group's list, not another group's nor the company's", async () => {
    expect((await gustav.post(`/api/shortcuts/group/${groupId}`, body("Team wiki"))).statusCode).toBe(200);
    expect((await gustav.post(`/api/shortcuts/group/${otherGroupId}`, body("No"))).statusCode).toBe(403);
    expect((await gustav.post("/api/shortcuts/group/company", body("No"))).statusCode).toBe(403);
    expect((await ada.post(`/api/shortcuts/group/${otherGroupId}`, body("Managers may"))).statusCode).toBe(
      200,
    );
  });

  it("members read their group's list; others are refused; an unknown group is 404", async () => {
    expect((await emma.get(`/api/shortcuts/group/${groupId}`)).statusCode).toBe(200);
    expect((await chloe.get(`/api/shortcuts/group/${groupId}`)).statusCode).toBe(403);
    expect((await ada.get("/api/shortcuts/group/0123456789abcdef01234567")).statusCode).toBe(404);
  });

  it("GET /api/shortcuts gives the company's then the caller's group's, filtered by platform, cut by limit", async () => {
    const web = (await ada.post("/api/shortcuts", body("Web only", { platform: "web" }))).json();
    const mobile = (await ada.post("/api/shortcuts", body("Mobile only", { platform: "mobile" }))).json();
    const mine = (await emma.get("/api/shortcuts?platform=web")).json();
    const titles = mine.shortcutList.map((s: { title: string }) => s.title);
    expect(titles).toContain("Web only");
    expect(titles).not.toContain("Mobile only");
    const places = mine.shortcutList.map((s: { groupId: string | null }) => s.groupId);
    expect(places.indexOf(groupId)).toBeGreaterThan(places.lastIndexOf(null));
    expect(places).not.toContain(otherGroupId);
    const chloes = (await chloe.get("/api/shortcuts")).json();
    expect(chloes.shortcutList.every((s: { groupId: string | null }) => s.groupId === null)).toBe(true);
    const cut = (await emma.get("/api/shortcuts?limit=1")).json();
    expect(cut.shortcutList).toHaveLength(1);
    expect(cut.total).toBe(mine.total + 1);
    await ada.delete(`/api/shortcuts/${web.id}`);
    await ada.delete(`/api/shortcuts/${mobile.id}`);
  });

  it("reorders a list: every shortcut once, else 400", async () => {
    const make = factories(t.database.db);
    const ownGroup = await make.group(await t.companyId("acme"));
    const ids: string[] = [];
    for (const title of ["A", "B", "C"])
      ids.push((await ada.post(`/api/shortcuts/group/${ownGroup.id}`, body(title))).json().id);
    const [a, b, c] = ids as [string, string, string];
    const reordered = await ada.put(`/api/shortcuts/group/${ownGroup.id}/reorder`, {
      shortcutIdList: [c, a, b],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().shortcutList.map((s: { title: string }) => s.title)).toEqual(["C", "A", "B"]);
    const listed = (await ada.get(`/api/shortcuts/group/${ownGroup.id}`)).json();
    expect(listed.shortcutList.map((s: { id: string }) => s.id)).toEqual([c, a, b]);
    for (const wrong of [
      [c, a],
      [c, a, b, b],
      [c, a, "0123456789abcdef01234567"],
    ])
      expect(
        (await ada.put(`/api/shortcuts/group/${ownGroup.id}/reorder`, { shortcutIdList: wrong })).statusCode,
      ).toBe(400);
    // A new one goes to the end.
    const d = (await ada.post(`/api/shortcuts/group/${ownGroup.id}`, body("D"))).json();
    expect(d.position).toBe(3);
  });

  it("group shortcuts are read, edited and deleted under their group only", async () => {
    const s = (await gustav.post(`/api/shortcuts/group/${groupId}`, body("Handbook"))).json();
    expect((await emma.get(`/api/shortcuts/group/${groupId}/${s.id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/shortcuts/group/${otherGroupId}/${s.id}`)).statusCode).toBe(404);
    const edited = await gustav.put(`/api/shortcuts/group/${groupId}/${s.id}`, { title: "Staff handbook" });
    expect(edited.json().title).toBe("Staff handbook");
    expect((await gustav.delete(`/api/shortcuts/group/${groupId}/${s.id}`)).statusCode).toBe(200);
    expect((await emma.get(`/api/shortcuts/group/${groupId}/${s.id}`)).statusCode).toBe(404);
  });
});
