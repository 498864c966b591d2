import { COLLABORATION_APPROVED_TOAST, COLLABORATION_DENIED_TOAST } from "@chorus/shared/behalf/behalf.rules";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, behalfCollaboration, company, notification, post } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { canShareOnBehalf } from "./index.ts";

let t: TestApp;
let acmeId: string;
let emma: TestClient; // sharer: a content writer
let priya: TestClient; // sharer: another writer
let chloe: TestClient; // channel manager: the content owner
let ada: TestClient; // admin: a manager
let gustav: TestClient; // group admin: neither side, not a manager
const id: Record<string, string> = {};

const base = "/api/behalf_post/collaborations";
const ask = (client: TestClient, ownerId: string, post = true, share = true) =>
  client.put(base, { contentOwnerId: ownerId, isPostCreationEnabled: post, isExternalShareEnabled: share });
const decide = (client: TestClient, ownerId: string, writerId: string, status: string) =>
  client.post(`${base}/${ownerId}/status`, { status, contentWriterId: writerId });
const setApprovalLab = (on: boolean) =>
  t.database.db
    .update(company)
    .set({ labList: on ? ["post_on_behalf_content_owner_approval_lab"] : [] })
    .where(eq(company.id, acmeId));
const notificationsOf = (userId: string) =>
  t.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.companyId, acmeId), eq(notification.userId, userId)));

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
  [emma, priya, chloe, ada, gustav] = await Promise.all([
    t.signIn(DEMO_USERS.sharer),
    t.signIn("priya@acme.example"),
    t.signIn(DEMO_USERS.channel_manager),
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.group_admin),
  ]);
  for (const [name, email] of Object.entries({
    emma: DEMO_USERS.sharer,
    priya: "priya@acme.example",
    chloe: DEMO_USERS.channel_manager,
    ada: DEMO_USERS.admin,
    gustav: DEMO_USERS.group_admin,
    gary: GLOBEX_SHARER,
  }))
    id[name] = await t.userId(email);
});
afterAll(() => t.close());

const enhancementOf = async (client: TestClient) =>
  (await client.get("/api/session2/user/enhancement")).json().userSettings.postOnBehalf;
const channelNames = async (client: TestClient, ownerId: string) => {
  const response = await client.get(`/api/behalf_post/owners/${ownerId}/channels`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().channelList as { name: string }[]).map((c) => c.name).sort();
};

describe("with the approval lab off (the demo default)", () => {
  it("keeps a request pending and asks the owner: nothing is granted before the owner consents", async () => {
    const response = await ask(emma, id.chloe as string);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      contentOwnerId: id.chloe,
      contentWriterId: id.emma,
      contentOwner: { firstName: expect.any(String) },
      status: "pending",
      isPostCreationEnabled: true,
      isExternalShareEnabled: true,
      statusMessage: null,
      abilities: { canDecide: false, canNotifyOwner: true, canDelete: true },
    });
    const types = (await notificationsOf(id.chloe as string)).map((n) => n.type);
    expect(types).toContain("behalf_collaboration_request");
    expect(types).not.toContain("behalf_collaboration_approved");
    expect(await enhancementOf(emma)).toEqual({ canShare: false, canPost: false });
    expect((await emma.get("/api/behalf_post/owners")).json().ownerList).toEqual([]);
    expect((await emma.get(`/api/behalf_post/owners/${id.chloe}/channels`)).statusCode).toBe(404);
    // Asking again, or switching the rights to and fro, grants nothing and does not flood the owner.
    const before = (await notificationsOf(id.chloe as string)).length;
    expect((await ask(emma, id.chloe as string)).json().status).toBe("pending");
    expect((await ask(emma, id.chloe as string, true, false)).json()).toMatchObject({
      status: "pending",
      isExternalShareEnabled: false,
    });
    expect((await ask(emma, id.chloe as string)).json().isExternalShareEnabled).toBe(true);
    expect((await notificationsOf(id.chloe as string)).length).toBe(before);
  });

  it("lets only the owner approve: not the writer, not a manager in the owner's place", async () => {
    expect((await decide(emma, id.chloe as string, id.emma as string, "approved")).statusCode).toBe(403);
    expect((await decide(ada, id.chloe as string, id.emma as string, "approved")).statusCode).toBe(403);
    expect((await ada.get(`${base}/${id.chloe}?contentWriterId=${id.emma}`)).json().abilities).toEqual({
      canDecide: false,
      canNotifyOwner: true,
      canDelete: true,
    });
    expect((await emma.get(`${base}/${id.chloe}`)).json().status).toBe("pending");
    const approved = await decide(chloe, id.chloe as string, id.emma as string, "approved");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      statusMessage: COLLABORATION_APPROVED_TOAST,
    });
    expect(await enhancementOf(emma)).toEqual({ canShare: true, canPost: true });
  });

  it("lists it for the writer, the owner and managers, not for others", async () => {
    const listed = async (client: TestClient) =>
      (
        (await client.get(`${base}?page=1&pageSize=50`)).json().collaborationList as {
          contentWriterId: string;
        }[]
      ).some((c) => c.contentWriterId === id.emma);
    expect(await listed(emma)).toBe(true);
    expect(await listed(chloe)).toBe(true);
    expect(await listed(ada)).toBe(true);
    expect(await listed(priya)).toBe(false);
    expect(await listed(gustav)).toBe(false);
  });

  it("reads one collaboration: the writer's own by default, another writer's when named", async () => {
    expect((await emma.get(`${base}/${id.chloe}`)).statusCode).toBe(200);
    expect((await chloe.get(`${base}/${id.chloe}?contentWriterId=${id.emma}`)).statusCode).toBe(200);
    expect((await ada.get(`${base}/${id.chloe}?contentWriterId=${id.emma}`)).statusCode).toBe(200);
    expect((await priya.get(`${base}/${id.chloe}?contentWriterId=${id.emma}`)).statusCode).toBe(404);
    expect((await priya.get(`${base}/${id.chloe}`)).statusCode).toBe(404);
    expect((await emma.get(`${base}/not-an-id`)).statusCode).toBe(400);
  });

  it("lists the owners who approved the writer, filtered by permission", async () => {
    const owners = (await emma.get("/api/behalf_post/owners?page=1&pageSize=10")).json();
    expect(owners.ownerList).toEqual([
      expect.objectContaining({ _id: id.chloe, isPostCreationEnabled: true, isExternalShareEnabled: true }),
    ]);
    expect((await emma.get("/api/behalf_post/owners?isExternalShareEnabled=false")).json().ownerList).toEqual(
      [],
    );
    expect(
      (await emma.get("/api/behalf_post/owners?isPostCreationEnabled=true")).json().ownerList,
    ).toHaveLength(1);
    expect((await priya.get("/api/behalf_post/owners")).json().ownerList).toEqual([]);
  });

  it("offers the owner's managed channels to the writer only", async () => {
    const response = await emma.get(`/api/behalf_post/owners/${id.chloe}/channels`);
    expect(response.statusCode).toBe(200);
    expect((response.json().channelList as { name: string }[]).map((c) => c.name).sort()).toEqual([
      "Events",
      "Product Updates",
    ]);
    expect((await priya.get(`/api/behalf_post/owners/${id.chloe}/channels`)).statusCode).toBe(404);
  });

  it("refuses asking for oneself, for nothing, or for someone who is not in the company", async () => {
    expect((await ask(emma, id.emma as string)).statusCode).toBe(400);
    expect((await ask(emma, id.chloe as string, false, false)).statusCode).toBe(400);
    expect((await ask(emma, newObjectId())).statusCode).toBe(404);
    expect((await ask(emma, id.gary as string)).statusCode).toBe(404);
    expect(
      (await emma.put(base, { contentOwnerId: id.chloe, isPostCreationEnabled: "yes" })).statusCode,
    ).toBe(400);
  });

  it("lets the writer share on the owner's behalf only with an approved sharing collaboration", async () => {
    const ctxOf = (userId: string): RequestContext => ({
      db: t.database.db,
      companyId: acmeId,
      actor: { userId, companyId: acmeId, role: "sharer", storedRole: "sharer", sessionId: "test" },
      log: t.app.log,
    });
    expect(await canShareOnBehalf(ctxOf(id.emma as string), id.chloe as string)).toBe(true);
    expect(await canShareOnBehalf(ctxOf(id.priya as string), id.chloe as string)).toBe(false);
    expect(await canShareOnBehalf(ctxOf(id.chloe as string), id.emma as string)).toBe(false);
    await ask(emma, id.chloe as string, true, false);
    expect(await canShareOnBehalf(ctxOf(id.emma as string), id.chloe as string)).toBe(false);
  });
});

describe("with the approval lab on", () => {
  beforeAll(() => setApprovalLab(true));
  afterAll(() => setApprovalLab(false));

  it("keeps a request pending and notifies the owner; nothing is granted yet", async () => {
    const response = await ask(priya, id.chloe as string, true, false);
    expect(response.json()).toMatchObject({ status: "pending", statusMessage: null });
    const request = (await notificationsOf(id.chloe as string)).find(
      (n) => n.type === "behalf_collaboration_request",
    );
    // The notification opens the Post on Behalf screen on its Collaborations tab.
    expect(request?.webUrl).toBe("/post-on-behalf?tab=collaborations");
    expect((await priya.get("/api/session2/user/enhancement")).json().userSettings.postOnBehalf).toEqual({
      canShare: false,
      canPost: false,
    });
    expect((await priya.get("/api/behalf_post/owners")).json().ownerList).toEqual([]);
    expect((await priya.get(`/api/behalf_post/owners/${id.chloe}/channels`)).statusCode).toBe(404);
    expect((await chloe.get(`${base}/${id.chloe}?contentWriterId=${id.priya}`)).json().abilities).toEqual({
      canDecide: true,
      canNotifyOwner: false,
      canDelete: true,
    });
  });

  it("re-notifies the owner at most every 10 minutes, only while pending", async () => {
    expect((await priya.post(`${base}/${id.chloe}/notify_owner`)).statusCode).toBe(429);
    await t.database.db
      .update(behalfCollaboration)
      .set({ notifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(behalfCollaboration.contentWriterId, id.priya as string));
    const before = (await notificationsOf(id.chloe as string)).length;
    const response = await priya.post(`${base}/${id.chloe}/notify_owner`);
    expect(response.statusCode).toBe(200);
    expect((await notificationsOf(id.chloe as string)).length).toBe(before + 1);
    expect(
      (await chloe.post(`${base}/${id.chloe}/notify_owner?contentWriterId=${id.priya}`)).statusCode,
    ).toBe(403);
  });

  it("lets only the owner decide; the writer cannot, a stranger gets 404", async () => {
    expect((await decide(priya, id.chloe as string, id.priya as string, "approved")).statusCode).toBe(403);
    expect((await decide(emma, id.chloe as string, id.priya as string, "approved")).statusCode).toBe(404);
    expect((await decide(gustav, id.chloe as string, id.priya as string, "approved")).statusCode).toBe(404);
    expect((await decide(chloe, id.chloe as string, id.priya as string, "pending")).statusCode).toBe(400);
    const approved = await decide(chloe, id.chloe as string, id.priya as string, "approved");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      statusMessage: COLLABORATION_APPROVED_TOAST,
    });
    const told = await notificationsOf(id.priya as string);
    expect(told.map((n) => [n.type, n.textHtml])).toContainEqual([
      "behalf_collaboration_approved",
      COLLABORATION_APPROVED_TOAST,
    ]);
    expect((await priya.get("/api/session2/user/enhancement")).json().userSettings.postOnBehalf).toEqual({
      canShare: false,
      canPost: true,
    });
  });

  it("moves only pending → approved | rejected", async () => {
    expect((await decide(chloe, id.chloe as string, id.priya as string, "approved")).statusCode).toBe(409);
    expect((await decide(chloe, id.chloe as string, id.priya as string, "rejected")).statusCode).toBe(409);
    expect((await priya.post(`${base}/${id.chloe}/notify_owner`)).statusCode).toBe(409);
  });

  it("asks again when the writer changes an approved collaboration's permissions; the owner may reject", async () => {
    expect((await ask(priya, id.chloe as string, true, false)).json().status).toBe("approved");
    expect((await ask(priya, id.chloe as string, true, true)).json().status).toBe("pending");
    expect((await decide(ada, id.chloe as string, id.priya as string, "rejected")).statusCode).toBe(403);
    const rejected = await decide(chloe, id.chloe as string, id.priya as string, "rejected");
    expect(rejected.json()).toMatchObject({ status: "rejected", statusMessage: COLLABORATION_DENIED_TOAST });
    expect((await notificationsOf(id.priya as string)).map((n) => n.textHtml)).toContain(
      COLLABORATION_DENIED_TOAST,
    );
    expect((await priya.get("/api/session2/user/enhancement")).json().userSettings.postOnBehalf).toEqual({
      canShare: false,
      canPost: false,
    });
    expect((await ask(priya, id.chloe as string)).json().status).toBe("pending");
  });

  it("lets the owner end a collaboration", async () => {
    expect((await gustav.delete(`${base}/${id.chloe}?contentWriterId=${id.priya}`)).statusCode).toBe(404);
    const deleted = await chloe.delete(`${base}/${id.chloe}?contentWriterId=${id.priya}`);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await priya.get(`${base}/${id.chloe}`)).statusCode).toBe(404);
  });
});

describe("GET /api/behalf_post/owners/{contentOwnerId}/channels", () => {
  const approve = async (writer: TestClient, writerId: string, ownerClient: TestClient, ownerId: string) => {
    if ((await ask(writer, ownerId, true, false)).json().status === "pending")
      expect((await decide(ownerClient, ownerId, writerId, "approved")).statusCode).toBe(200);
  };

  it("offers a writer only the owner's channels the writer can see: no private or other group's channel", async () => {
    // Ada (admin) may post to every channel; Emma sees neither the private Leadership channel
    // (not a member) nor Field Sales Wins (another group's).
    await approve(emma, id.emma as string, ada, id.ada as string);
    expect(await channelNames(emma, id.ada as string)).toEqual([
      "Careers",
      "Company News",
      "Engineering Blog",
      "Events",
      "Product Updates",
      "Sustainability",
    ]);
    // Chloé is in the leadership circle: the private channel she belongs to is offered to her.
    await approve(chloe, id.chloe as string, ada, id.ada as string);
    const chloes = await channelNames(chloe, id.ada as string);
    expect(chloes).toContain("Leadership");
    expect(chloes).not.toContain("Field Sales Wins");
  });

  it("offers a manager writing for a channel manager no more than the owner's own channels", async () => {
    await approve(ada, id.ada as string, chloe, id.chloe as string);
    expect(await channelNames(ada, id.chloe as string)).toEqual(["Events", "Product Updates"]);
  });
});

describe("GET /api/behalf_post/owner-candidates", () => {
  const search = async (client: TestClient, q: string) => {
    const response = await client.get(`/api/behalf_post/owner-candidates?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().candidateList as Record<string, unknown>[];
  };

  it("finds active colleagues by first, last or full name and by e-mail, case-insensitive", async () => {
    for (const q of ["chlo", "MARCHAND", "Chloé Marchand", "chloe@acme.example"])
      expect((await search(emma, q)).map((c) => c._id)).toContain(id.chloe);
    // Name and avatar only: no e-mail or role leaves the server.
    expect((await search(emma, "marchand"))[0]).toEqual({
      _id: id.chloe,
      firstName: "Chloé",
      lastName: "Marchand",
      avatarUrl: expect.anything(),
    });
  });

  it("leaves out the caller, inactive people and other companies; at most 20; % and _ are plain text", async () => {
    expect((await search(emma, "emma")).map((c) => c._id)).not.toContain(id.emma);
    const all = await search(emma, "");
    expect(all.length).toBe(20);
    expect(all.map((c) => c._id)).not.toContain(id.emma);
    expect(await search(emma, "gary")).toEqual([]);
    expect(await search(emma, "%")).toEqual([]);
    expect(await search(emma, "_")).toEqual([]);
    await t.database.db
      .update(appUser)
      .set({ isActive: false })
      .where(eq(appUser.id, id.gustav as string));
    try {
      expect(await search(emma, "gustav")).toEqual([]);
    } finally {
      await t.database.db
        .update(appUser)
        .set({ isActive: true })
        .where(eq(appUser.id, id.gustav as string));
    }
    expect((await search(emma, "gustav")).map((c) => c._id)).toEqual([id.gustav]);
  });

  it("refuses a search text over 100 characters", async () => {
    expect((await emma.get(`/api/behalf_post/owner-candidates?q=${"a".repeat(101)}`)).statusCode).toBe(400);
  });
});

describe("GET /api/behalf_post/feed", () => {
  it("shows posts made on behalf to their writer and their owner only", async () => {
    const postId = newObjectId();
    await t.database.db.insert(post).values({
      id: postId,
      companyId: acmeId,
      type: "article",
      title: "Written for Chloe by Emma",
      createdBy: id.chloe as string,
      contentWriterId: id.emma as string,
      createdByType: "behalf",
    });
    const idsOf = async (client: TestClient) =>
      (
        (await client.get("/api/behalf_post/feed?page=1&pageSize=10")).json().postList as { _id: string }[]
      ).map((p) => p._id);
    expect(await idsOf(emma)).toContain(postId);
    expect(await idsOf(chloe)).toContain(postId);
    expect(await idsOf(priya)).not.toContain(postId);
    const page = (await emma.get("/api/behalf_post/feed")).json();
    expect(page).toMatchObject({ page: 1, pageSize: 10, hasMore: false });
    expect((await emma.get("/api/behalf_post/feed?pageSize=1000")).statusCode).toBe(400);
  });
});
