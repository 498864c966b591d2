import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, postChannel } from "../../db/schema/index.ts";
import { livePostIn } from "../../test/engagement-fixtures.ts";
import { factories } from "../../test/factories.ts";
import { DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";
import {
  ACME_HOST,
  at,
  createMailTestApp,
  errorCodeOf,
  solveCaptcha,
} from "../login-link/accounts.test-helpers.ts";

/**
 * Core §3: every company field set through the settings call (PUT /api/company/{id}) changes what
 * the product does where it uses it. Each row sets the field one way, probes, sets it the other
 * way, probes again, and expects the two answers the spec gives.
 */
let t: TestApp;
let close: () => Promise<void>;
let ada: TestClient;
let emma: TestClient;
let acmeId: string;
let companyNews: string;
let events: string;
let archivedPostId: string;
let n = 0;

beforeAll(async () => {
  const mailApp = await createMailTestApp();
  ({ t, close } = mailApp);
  ada = await t.signIn(DEMO_USERS.admin);
  emma = await t.signIn(DEMO_USERS.sharer);
  acmeId = await t.companyId("acme");
  const f = channelFixtures(t);
  [companyNews, events] = await Promise.all([f.channelId("Company News"), f.channelId("Events")]);
  const emmaId = await t.userId(DEMO_USERS.sharer);
  const adaId = await t.userId(DEMO_USERS.admin);
  archivedPostId = (
    await factories(t.database.db).post(acmeId, {
      createdBy: adaId,
      channelIds: [companyNews],
      status: "archived",
    })
  ).id;
  await t.database.db.update(appUser).set({ smarpScore: 42 }).where(eq(appUser.id, emmaId));
});
afterAll(() => close());

const article = (channelId: string) => ({
  type: "article",
  title: `Effect probe ${++n}`,
  htmlBody: "<p>Probe</p>",
  channelList: [{ _id: channelId }],
});
const balanceOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ star: appUser.star, coin: appUser.coin })
    .from(appUser)
    .where(eq(appUser.email, email));
  return row ?? { star: 0, coin: 0 };
};
const registerAt = async (email: string) => {
  const client = t.client();
  const response = await at(client, ACME_HOST).post("/api/user/register", {
    email,
    captcha: await solveCaptcha(client),
  });
  return response.statusCode === 200 ? "registered" : errorCodeOf(response);
};

interface Effect {
  field: string;
  /** The two settings, each a PUT /api/company body. */
  settings: [Record<string, unknown>, Record<string, unknown>];
  probe: () => Promise<unknown>;
  expected: [unknown, unknown];
}

const EFFECTS: Effect[] = [
  {
    field: "postCreation.adminsOnlyPosting: a sharer's new post is refused",
    settings: [{ postCreation: { adminsOnlyPosting: false } }, { postCreation: { adminsOnlyPosting: true } }],
    probe: async () => (await emma.post("/api/post3", article(companyNews))).statusCode,
    expected: [200, 403],
  },
  {
    field: "commentEnabled: a sharer's comment on a live post",
    settings: [{ commentEnabled: true }, { commentEnabled: false }],
    probe: async () => {
      const postId = await livePostIn(t.database.db, "Company News");
      const response = await emma.post("/api/comment", {
        objectId: postId,
        objectType: "post",
        text: "Nice",
      });
      return response.statusCode === 200;
    },
    expected: [true, false],
  },
  {
    field: "isUserPublishEnabled: a sharer may propose in a channel they do not manage",
    settings: [{ isUserPublishEnabled: false }, { isUserPublishEnabled: true }],
    probe: async () => (await emma.post("/api/post3", article(companyNews))).statusCode,
    expected: [403, 200],
  },
  {
    field: "defaultPostExpiration: days between a reactivated post's publication and its archiving",
    settings: [{ defaultPostExpiration: 7 }, { defaultPostExpiration: 30 }],
    probe: async () => {
      const created = (await ada.post("/api/post3", article(events))).json().post;
      await ada.put(`/api/post3/${created._id}`, { action: "reactivate" });
      const [row] = await t.database.db
        .select()
        .from(postChannel)
        .where(and(eq(postChannel.postId, created._id), eq(postChannel.channelId, events)));
      if (!row?.publishedAt || !row.archivedAt) return null;
      return Math.round((row.archivedAt.getTime() - row.publishedAt.getTime()) / 86_400_000);
    },
    expected: [7, 30],
  },
  {
    field: "proposePostPoint: the Stars a sharer earns for a proposal (through the points ledger)",
    settings: [{ proposePostPoint: 2 }, { proposePostPoint: 9 }],
    probe: async () => {
      const before = await balanceOf(DEMO_USERS.sharer);
      await emma.post("/api/post3", article(companyNews));
      return (await balanceOf(DEMO_USERS.sharer)).star - before.star;
    },
    expected: [2, 9],
  },
  {
    field: "RewardEnabled: Coins earned beside the Stars",
    settings: [
      { RewardEnabled: false, proposePostPoint: 3 },
      { RewardEnabled: true, proposePostPoint: 3 },
    ],
    probe: async () => {
      const before = await balanceOf(DEMO_USERS.sharer);
      await emma.post("/api/post3", article(companyNews));
      return (await balanceOf(DEMO_USERS.sharer)).coin - before.coin;
    },
    expected: [0, 3],
  },
  {
    field: "isSelfRegistrationEnabled: registering on the company's site",
    settings: [{ isSelfRegistrationEnabled: false }, { isSelfRegistrationEnabled: true }],
    probe: () => registerAt(`newcomer${++n}@acme.example`),
    expected: ["400.66", "registered"],
  },
  {
    field: "domainSet: an address outside the company's domains may not register",
    settings: [
      { isSelfRegistrationEnabled: true, domainSet: ["acme.example"] },
      { isSelfRegistrationEnabled: true, domainSet: ["acme.example", "acme-labs.example"] },
    ],
    probe: () => registerAt(`lab${++n}@acme-labs.example`),
    expected: ["400.14", "registered"],
  },
  {
    field: "isHideResourcesEnabled: a sharer's resources",
    settings: [{ isHideResourcesEnabled: false }, { isHideResourcesEnabled: true }],
    probe: async () => (await emma.get("/api/resource?groupId=company")).json().resourceList.length > 0,
    expected: [true, false],
  },
  {
    field: "isArchivedReadEnabled: a sharer opens an archived post",
    settings: [{ isArchivedReadEnabled: false }, { isArchivedReadEnabled: true }],
    probe: async () => (await emma.get(`/api/post3/${archivedPostId}`)).statusCode,
    expected: [404, 200],
  },
  {
    field: "isInfluencerScoreHidden: a sharer's own influencer score in the session",
    settings: [{ isInfluencerScoreHidden: false }, { isInfluencerScoreHidden: true }],
    probe: async () => (await emma.get("/api/session2")).json().user.smarpScore,
    expected: [42, null],
  },
  {
    field: "isGroupEnabled: an admin creates a group",
    settings: [{ isGroupEnabled: false }, { isGroupEnabled: true }],
    probe: async () => (await ada.post("/api/group", { name: `Effect group ${++n}` })).statusCode,
    expected: [400, 200],
  },
  {
    field: "isTosEnabled: the legal pages show the company's own terms",
    settings: [
      { isTosEnabled: false, termsOfService: "Acme terms" },
      { isTosEnabled: true, termsOfService: "Acme terms" },
    ],
    probe: async () => (await at(t.client(), ACME_HOST).get("/api/config/legal")).json().termsOfService,
    expected: [expect.stringContaining("Chorus is an employee advocacy platform"), "Acme terms"],
  },
  {
    field:
      "isGamificationDisabled, isGetMobileAppDisabled, isChannelManagerEnabled: what the session tells the web",
    settings: [
      { isGamificationDisabled: false, isGetMobileAppDisabled: false, isChannelManagerEnabled: true },
      { isGamificationDisabled: true, isGetMobileAppDisabled: true, isChannelManagerEnabled: false },
    ],
    probe: async () => {
      const { company } = (await emma.get("/api/session2")).json();
      return [
        company.isGamificationDisabled,
        company.isGetMobileAppDisabled,
        company.isChannelManagerEnabled,
      ];
    },
    expected: [
      [false, false, true],
      [true, true, false],
    ],
  },
];

describe("each company field takes effect where the product uses it (core §3)", () => {
  it.each(EFFECTS)("$field", async ({ settings, probe, expected }) => {
    const url = `/api/company/${acmeId}`;
    const before = (await ada.get(url)).json();
    try {
      const answers: unknown[] = [];
      for (const setting of settings) {
        const saved = await ada.put(url, setting);
        expect(saved.statusCode, saved.body).toBe(200);
        answers.push(await probe());
      }
      expect(answers).toEqual(expected);
    } finally {
      const restore = Object.fromEntries(
        [...new Set(settings.flatMap((s) => Object.keys(s)))].map((k) => [k, before[k]]),
      );
      await ada.put(url, restore);
    }
  });
});
