import { INVITE_FAILURE } from "@chorus/shared/invitation/invitation.rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appUser,
  company,
  invitation,
  notification,
  pointLedger,
  teamMember,
  userGroup,
  userQueue,
} from "../../db/schema/index.ts";
import {
  linkIn,
  recipientOf,
  type SmtpCatcher,
  startSmtpCatcher,
} from "../../platform/mail/smtp-catcher.test-helpers.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { acmeGroupsAndTeams } from "../people/people.test-helpers.ts";
import { admitQueuesJob } from "./invitation.jobs.ts";
import { type FakeSms, REFUSED_NUMBER, startFakeSms } from "./sms-fake.test-helpers.ts";

let t: TestApp;
let smtp: SmtpCatcher;
let sms: FakeSms;
let ada: TestClient; // admin
let gustav: TestClient; // group admin of Field Sales
let emma: TestClient; // sharer in Headquarters
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;
let seq = 0;
const address = (label: string) => `${label}-${++seq}@acme.example`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  sms = await startFakeSms();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Chorus <no-reply@chorus.test>",
    SMS_API_URL: sms.url,
    SMS_ACCOUNT_SID: "AC0123",
    SMS_AUTH_TOKEN: "sms-secret",
    SMS_FROM: "+15005550006",
  });
  [ada, gustav, emma] = await Promise.all([
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.sharer),
  ]);
  acme = await acmeGroupsAndTeams(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

const invitationLink = async (to: string) =>
  linkIn(
    await smtp.waitFor((m) => recipientOf(m) === to && (m.text ?? "").includes("/auth/invitation/")),
    "/auth/invitation/",
  );

async function setGroup(groupId: string, set: Partial<typeof userGroup.$inferInsert>) {
  await t.database.db.update(userGroup).set(set).where(eq(userGroup.id, groupId));
}
async function setAcme(set: Partial<typeof company.$inferInsert>) {
  await t.database.db.update(company).set(set).where(eq(company.id, acme.companyId));
}
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(appUser).where(eq(appUser.email, email)))[0];

describe("GET /api/user/launch/setup", () => {
  it("gives a manager every group with seats and templates, teams and the roles an admin grants", async () => {
    const response = await ada.get("/api/user/launch/setup");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.showGroupStep).toBe(true);
    expect(body.groupList.map((g: { name: string }) => g.name)).toEqual(["Field Sales", "Headquarters"]);
    expect(body.roleList).toEqual([
      { value: "", label: "User" },
      { value: "group_admin", label: "Group Admin" },
      { value: "admin", label: "Company Admin" },
    ]);
    expect(body.inviterName).toBe("Ada Okafor");
  });

  it("gives a group admin only the own group, without the group step", async () => {
    const body = (await gustav.get("/api/user/launch/setup")).json();
    expect(body.showGroupStep).toBe(false);
    expect(body.groupList.map((g: { _id: string }) => g._id)).toEqual([acme.fieldSales]);
    expect(new Set(body.teamList.map((x: { groupId: string }) => x.groupId))).toEqual(
      new Set([acme.fieldSales]),
    );
    expect(body.roleList.map((r: { value: string }) => r.value)).toEqual(["", "group_admin"]);
  });

  it("is refused to a sharer", async () => {
    expect((await emma.get("/api/user/launch/setup")).statusCode).toBe(403);
  });
});

describe("POST /api/user/launch and accepting", () => {
  it("invites, reports each failed address with its reason, and the invitee lands in group and team", async () => {
    await setAcme({ invitePoint: 7 });
    const invitee = address("newcomer");
    const response = await ada.post("/api/user/launch", {
      groupId: acme.fieldSales,
      roleId: "",
      inviterName: "Ada from HQ",
      message: "",
      invitationSignature: "",
      sendingType: "now",
      inviteeList: [
        { email: invitee, firstName: "Nora", lastName: "Nieminen", teamIdList: [acme.teamId("Nordics")] },
        { email: DEMO_USERS.sharer, teamIdList: [] },
        { email: "someone@elsewhere.example", teamIdList: [] },
        { email: "not-an-address", teamIdList: [] },
        { phone: "+358401234567", teamIdList: [] },
        { email: invitee, teamIdList: [] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ successCount: 1, emailCount: 1, phoneCount: 0, queuedCount: 0 });
    const reasons = Object.fromEntries(
      response.json().failureList.map((f: { email: string; error: string }) => [f.email, f.error]),
    );
    expect(reasons).toEqual({
      [DEMO_USERS.sharer]: INVITE_FAILURE.alreadyMember,
      "someone@elsewhere.example": INVITE_FAILURE.domainNotAllowed,
      "not-an-address": INVITE_FAILURE.invalid,
      "+358401234567": INVITE_FAILURE.smsUnavailable,
      [invitee]: INVITE_FAILURE.duplicate,
    });

    const received = await smtp.waitFor((m) => recipientOf(m) === invitee);
    // The group's template with its placeholders filled, and the group's signature.
    expect(received.text).toContain("Hi Nora, the Field Sales team shares customer wins");
    expect(received.text).toContain("Ada from HQ saved you a seat.");
    expect(received.text).toContain("Gustav and the Field Sales leadership team");
    const link = linkIn(received, "/auth/invitation/");

    const before = (
      await t.database.db
        .select()
        .from(notification)
        .where(eq(notification.userId, await t.userId(DEMO_USERS.admin)))
    ).length;
    const browser = t.client();
    const opened = await browser.get(link.pathname);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/");
    const session = (await browser.get("/api/session2")).json();
    expect(session.user.email).toBe(invitee);

    const user = await userByEmail(invitee);
    expect(user).toMatchObject({
      groupId: acme.fieldSales,
      role: "sharer",
      firstName: "Nora",
      lastName: "Nieminen",
    });
    expect(user?.referrerId).toBe(await t.userId(DEMO_USERS.admin));
    const teams = await t.database.db.select().from(teamMember).where(eq(teamMember.userId, user!.id));
    expect(teams.map((m) => m.teamId)).toEqual([acme.teamId("Nordics")]);

    const adaId = await t.userId(DEMO_USERS.admin);
    const notes = await t.database.db.select().from(notification).where(eq(notification.userId, adaId));
    expect(notes.length).toBe(before + 1);
    expect(notes.find((n) => n.type === "accepted_invitation")?.textHtml).toContain("Nora Nieminen");
    const credits = await t.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, adaId), eq(pointLedger.reason, "invite")));
    expect(credits.map((c) => c.points)).toContain(7);

    // The link works once.
    const again = await t.client().get(link.pathname);
    expect(again.headers.location).toBe("/account?loginLinkError=used");
  });

  it("refuses a role the caller may not grant (403.1) and a group outside a group admin's own (403)", async () => {
    const denied = await gustav.post("/api/user/launch", {
      groupId: acme.fieldSales,
      roleId: "admin",
      inviteeList: [{ email: address("x"), teamIdList: [] }],
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.headers["x-smarp-error-code"]).toBe("403.1");
    const outside = await gustav.post("/api/user/launch", {
      groupId: acme.headquarters,
      inviteeList: [{ email: address("x"), teamIdList: [] }],
    });
    expect(outside.statusCode).toBe(403);
  });

  it("refuses a team of another group", async () => {
    const response = await ada.post("/api/user/launch", {
      groupId: acme.headquarters,
      inviteeList: [{ email: address("x"), teamIdList: [acme.teamId("Nordics")] }],
    });
    expect(response.statusCode).toBe(400);
  });

  it("texts phone invitees through the SMS provider when the SMS lab is on, and reports a refused number", async () => {
    await setAcme({ labList: ["sms_authentication_lab"] });
    try {
      const response = await ada.post("/api/user/launch", {
        groupId: acme.fieldSales,
        inviterName: "Ada",
        inviteeList: [
          { phone: "+358401112233", teamIdList: [] },
          { phone: REFUSED_NUMBER, teamIdList: [] },
        ],
      });
      expect(response.json()).toMatchObject({ successCount: 1, phoneCount: 1 });
      expect(response.json().failureList).toEqual([
        { email: REFUSED_NUMBER, error: "The SMS provider refused the message: Invalid 'To' Phone Number" },
      ]);
      const sent = sms.messages.find((m) => m.to === "+358401112233");
      expect(sent?.from).toBe("+15005550006");
      expect(sent?.path).toBe("/2010-04-01/Accounts/AC0123/Messages.json");
      expect(sent?.authorization).toBe(`Basic ${Buffer.from("AC0123:sms-secret").toString("base64")}`);
      expect(sent?.body).toMatch(
        /^Your Field Sales seat on Chorus is ready: http\S+\/auth\/invitation\/\S+$/,
      );
      const [failed] = await t.database.db
        .select()
        .from(invitation)
        .where(eq(invitation.phoneNumber, REFUSED_NUMBER));
      expect(failed?.status).toBe("failed");
      expect(failed?.error).toContain("Invalid 'To' Phone Number");
    } finally {
      await setAcme({ labList: [] });
    }
  });
});

describe("the invitation's language", () => {
  it("is the company's default platform language for a newcomer: a French company invites in French", async () => {
    const invitee = address("francais");
    await setAcme({ defaultPlatformLanguage: "fr" });
    try {
      const sent = await ada.post("/api/user/launch", {
        groupId: acme.headquarters,
        inviterName: "Ada",
        sendingType: "now",
        inviteeList: [{ email: invitee, teamIdList: [] }],
      });
      expect(sent.json()).toMatchObject({ successCount: 1, emailCount: 1 });
      const mail = await smtp.waitFor((m) => recipientOf(m) === invitee);
      expect(mail.subject).toBe("Ada vous invite à rejoindre Acme sur Chorus");
      expect(mail.html).toContain("Accepter l’invitation");
      expect(mail.text).toContain("Si vous n’attendiez pas cette invitation");
    } finally {
      await setAcme({ defaultPlatformLanguage: "en" });
    }
  });
});

describe("scheduled invitations", () => {
  it("keeps a scheduled invitation in the list until sent by hand, then mails it once", async () => {
    const invitee = address("later");
    const scheduledAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await ada.post("/api/user/launch", {
      groupId: acme.headquarters,
      sendingType: "scheduled",
      scheduledAt,
      inviteeList: [{ email: invitee, teamIdList: [] }],
    });
    expect(created.json()).toMatchObject({ successCount: 1, emailCount: 1 });
    const list = (await ada.get("/api/user/launch?status=scheduled")).json().invitationList;
    const row = list.find((i: { email: string }) => i.email === invitee);
    expect(row).toMatchObject({ status: "scheduled", scheduledAt, groupName: "Headquarters" });
    expect(smtp.messages.some((m) => recipientOf(m) === invitee)).toBe(false);

    expect((await ada.put("/api/user/launch/send", { idList: [row._id] })).json()).toEqual({ count: 1 });
    await invitationLink(invitee);
    // Sending again finds nothing scheduled: nothing goes out twice.
    expect((await ada.put("/api/user/launch/send", { idList: [row._id] })).json()).toEqual({ count: 0 });
    expect((await ada.put("/api/user/launch/reminder", { idList: [row._id] })).json()).toEqual({ count: 1 });
    expect((await ada.delete("/api/user/launch", { idList: [row._id] })).json()).toEqual({ count: 1 });
    expect(
      (await ada.get("/api/user/launch"))
        .json()
        .invitationList.some((i: { _id: string }) => i._id === row._id),
    ).toBe(false);
  });

  it("refuses a schedule in the past", async () => {
    const response = await ada.post("/api/user/launch", {
      groupId: acme.headquarters,
      sendingType: "scheduled",
      scheduledAt: new Date(Date.now() - 86_400_000).toISOString(),
      inviteeList: [{ email: address("past"), teamIdList: [] }],
    });
    expect(response.statusCode).toBe(400);
  });

  it("shows a group admin only the own group's invitations", async () => {
    const list = (await gustav.get("/api/user/launch")).json().invitationList;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i: { groupId: string }) => i.groupId === acme.fieldSales)).toBe(true);
  });
});

describe("the queue", () => {
  it("queues invitees beyond the seats, lists and reorders them, and admits them in order when seats free", async () => {
    const [row] = await t.database.db.select().from(userGroup).where(eq(userGroup.id, acme.headquarters));
    await setGroup(acme.headquarters, { seatLimit: row!.memberCount });
    const first = address("waiting");
    const second = address("waiting");
    const response = await ada.post("/api/user/launch", {
      groupId: acme.headquarters,
      inviteeList: [
        { email: first, teamIdList: [] },
        { email: second, teamIdList: [] },
      ],
    });
    expect(response.json()).toMatchObject({ successCount: 0, queuedCount: 2 });
    expect(response.json().failureList.map((f: { error: string }) => f.error)).toEqual([
      INVITE_FAILURE.queued,
      INVITE_FAILURE.queued,
    ]);
    expect((await ada.get("/api/user/queue/count")).json().count).toBeGreaterThanOrEqual(2);
    expect((await gustav.get("/api/user/queue/count")).json()).toEqual({ count: 0 });
    const queue = (await ada.get(`/api/user/queue?groupId=${acme.headquarters}`)).json().queueList;
    expect(queue.map((q: { email: string }) => q.email)).toEqual([first, second]);

    const reordered = await ada.put("/api/user/queue/order", {
      groupId: acme.headquarters,
      userIdList: [queue[1]._id, queue[0]._id],
    });
    expect(reordered.json().queueList.map((q: { email: string }) => q.email)).toEqual([second, first]);
    expect(
      (await ada.put("/api/user/queue/order", { groupId: acme.headquarters, userIdList: [queue[0]._id] }))
        .statusCode,
    ).toBe(400);

    // One seat frees: the first in order (now `second`) gets it and the invitation goes out.
    await setGroup(acme.headquarters, { seatLimit: row!.memberCount + 1 });
    await admitQueuesJob.handler({ deps: t.app.deps, db: t.database.db, log: t.app.log }, {});
    await invitationLink(second);
    expect((await userByEmail(second))?.groupId).toBe(acme.headquarters);
    expect((await userByEmail(first))?.groupId).toBeNull();
    const rest = (await ada.get(`/api/user/queue?groupId=${acme.headquarters}`)).json().queueList;
    expect(rest.map((q: { email: string }) => q.email)).toEqual([first]);

    // Someone queued in onboarding (no invitation) is told by mail when admitted.
    const emmaId = await t.userId(DEMO_USERS.sharer);
    await t.database.db.update(appUser).set({ groupId: null }).where(eq(appUser.id, emmaId));
    await t.database.db
      .insert(userQueue)
      .values({ companyId: acme.companyId, userId: emmaId, groupId: acme.headquarters, position: 0 });
    await setGroup(acme.headquarters, { seatLimit: row!.memberCount + 1 });
    await admitQueuesJob.handler({ deps: t.app.deps, db: t.database.db, log: t.app.log }, {});
    const seatMail = await smtp.waitFor(
      (m) => recipientOf(m) === DEMO_USERS.sharer && /seat/i.test(m.subject ?? ""),
    );
    expect(seatMail.subject).toBe("A seat is free for you in Headquarters");
    expect((await userByEmail(DEMO_USERS.sharer))?.groupId).toBe(acme.headquarters);

    expect((await ada.delete("/api/user/queue", { userIdList: [rest[0]._id] })).json()).toEqual({ count: 1 });
    const left = await t.database.db.select().from(userQueue).where(eq(userQueue.groupId, acme.headquarters));
    expect(left.some((q) => q.userId === rest[0]._id)).toBe(false);
    await setGroup(acme.headquarters, { seatLimit: 300 });
  });
});

describe("POST /api/user/launch/csv", () => {
  const csv = (content: string, fileName = "people.csv") => ({ fileName, content, groupId: acme.fieldSales });

  it("reads addresses and team names (semicolons as commas) into invitees", async () => {
    const response = await ada.post(
      "/api/user/launch/csv",
      csv("one@acme.example;Nordics\ntwo@acme.example,Nordics,DACH & France\n"),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      inviteeList: [
        { email: "one@acme.example", teamIdList: [acme.teamId("Nordics")] },
        { email: "two@acme.example", teamIdList: [acme.teamId("Nordics"), acme.teamId("DACH & France")] },
      ],
      emailCount: 2,
      phoneCount: 0,
      summary: "We found 2 email addresses and 0 phone numbers. Check if the information is correct.",
    });
  });

  it("stops at invalid rows and lists every one of them", async () => {
    const response = await ada.post(
      "/api/user/launch/csv",
      csv("bad-address;Nordics\nok@acme.example;nordics\nok2@acme.example;Marketing & Communications"),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      [
        "Oops, we discovered some issues with the CSV file.",
        "Row 1: Invalid e-mail or phone number: bad-address",
        "Row 2: Team not found in the group: nordics",
        "Row 3: Team not found in the group: Marketing & Communications",
      ].join("\n"),
    );
    expect(response.json().issues).toEqual([
      { path: "row 1", message: "Invalid e-mail or phone number: bad-address" },
      { path: "row 2", message: "Team not found in the group: nordics" },
      { path: "row 3", message: "Team not found in the group: Marketing & Communications" },
    ]);
  });

  it("refuses a file that is not .csv or larger than 1 MB", async () => {
    expect((await ada.post("/api/user/launch/csv", csv("a@acme.example", "people.txt"))).json().message).toBe(
      "Please choose a .csv file.",
    );
    const big = await ada.post("/api/user/launch/csv", csv(`${"a".repeat(1_048_577)}`));
    expect(big.statusCode).toBe(400);
  });
});

describe("referral invitations", () => {
  it("lets a sharer invite only when the group allows it, to its domains, and lists only their own", async () => {
    await setGroup(acme.headquarters, {
      invitationPermissions: { sharerInviteEnabled: false, emailDomainList: ["acme.example"] },
    });
    const refused = await emma.post("/api/user/invitation", { list: address("friend") });
    expect(refused.statusCode).toBe(403);
    expect((await emma.get("/api/user/invitation/setup")).json().canInvite).toBe(false);
    await setGroup(acme.headquarters, {
      invitationPermissions: { sharerInviteEnabled: true, emailDomainList: ["acme.example"] },
    });
    const setup = (await emma.get("/api/user/invitation/setup")).json();
    expect(setup).toMatchObject({ canInvite: true, fullMode: false, domainList: ["acme.example"] });
    const friend = address("friend");
    const response = await emma.post("/api/user/invitation", { list: `${friend}, stranger@other.example` });
    expect(response.json()).toMatchObject({
      successCount: 1,
      failureList: [{ email: "stranger@other.example", error: INVITE_FAILURE.domainNotAllowed }],
    });
    await invitationLink(friend);
    const mine = (await emma.get("/api/user/invitation")).json().invitationList;
    expect(mine.map((i: { email: string }) => i.email)).toEqual([friend]);
    expect((await emma.put("/api/user/invitation/reminder", { idList: [mine[0]._id] })).json()).toEqual({
      count: 1,
    });
    const all = (await ada.get("/api/user/invitation")).json().invitationList;
    expect(all.some((i: { email: string }) => i.email === friend)).toBe(true);
    expect((await emma.delete("/api/user/invitation", { idList: [mine[0]._id] })).json()).toEqual({
      count: 1,
    });
    await setGroup(acme.headquarters, {
      invitationPermissions: { sharerInviteEnabled: false, emailDomainList: [] },
    });
  });
});
