import { EMBED_REFUSED_MESSAGE } from "@chorus/shared/media/embed.rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";

/**
 * A post's `embed` is kept only as an allowed provider's embed (core §5: a Facebook post plugin or
 * a LinkedIn embed feed update, as a URL or a lone iframe): anything else is refused with a 400 on
 * write, attributes outside the allow-list are dropped, and a stored value that does not pass is
 * never served (rows written before the check).
 */
let t: TestApp;
let chloe: TestClient;
let events: string;

const LI = "https://www.linkedin.com/embed/feed/update/urn:li:share:7012345678901234567";
const FB =
  "https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Facme%2Fposts%2F123&show_text=true&width=500";
const FB_HTML = FB.replaceAll("&", "&amp;");
const withEmbed = (embed: string) => ({
  type: "article",
  title: "Our booth at the fair",
  htmlBody: "<p>Come and see us</p>",
  channelList: [{ _id: events }],
  embed,
});

beforeAll(async () => {
  t = await createTestApp();
  events = await channelFixtures(t).channelId("Events");
  chloe = await t.signIn(DEMO_USERS.channel_manager);
});
afterAll(() => t.close());

describe("POST /api/post3 embed", () => {
  it.each([
    ["a script", "<script>alert(1)</script>"],
    ["an iframe followed by a script", `<iframe src="${LI}"></iframe><script>alert(1)</script>`],
    ["a script inside the iframe", `<iframe src="${LI}"><script>alert(1)</script></iframe>`],
    ["two iframes", `<iframe src="${LI}"></iframe><iframe src="${LI}"></iframe>`],
    ["a javascript: src", `<iframe src="javascript:alert(1)"></iframe>`],
    ["an entity-encoded javascript: src", `<iframe src="jav&#x61;script:alert(1)"></iframe>`],
    ["a data: src", `<iframe src="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>`],
    ["a srcdoc without src", `<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>`],
    ["a srcdoc holding markup", `<iframe src="${LI}" srcdoc="<script>alert(1)</script>"></iframe>`],
    ["an object tag", `<object data="${LI}"></object>`],
    ["an embed tag", `<embed src="${LI}">`],
    ["an unknown origin", `<iframe src="https://evil.example/embed/feed/update/urn:li:share:1"></iframe>`],
    ["a look-alike host", "https://www.linkedin.com.evil.example/embed/feed/update/urn:li:share:1"],
    ["credentials before the host", "https://www.linkedin.com@evil.example/embed/feed/update/urn:li:share:1"],
    ["a port", "https://www.linkedin.com:8443/embed/feed/update/urn:li:share:1"],
    [
      "a protocol-relative src",
      `<iframe src="//www.linkedin.com/embed/feed/update/urn:li:share:1"></iframe>`,
    ],
    ["plain http", `<iframe src="http://www.linkedin.com/embed/feed/update/urn:li:share:1"></iframe>`],
    [
      "a tab in the scheme",
      `<iframe src="https:&#9;//www.linkedin.com/embed/feed/update/urn:li:share:1"></iframe>`,
    ],
    ["an allowed host with another path", "https://www.linkedin.com/oauth/v2/authorization"],
    ["a bare javascript: URL", "javascript:alert(1)"],
    ["an image with onerror", `<img src="x" onerror="alert(1)">`],
    ["plain text", "look at this"],
  ])("refuses %s with a 400 and stores nothing", async (_name, embed) => {
    const title = `Embed refused ${Math.random()}`;
    const response = await chloe.post("/api/post3", { ...withEmbed(embed), title });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "400.0", message: `embed: ${EMBED_REFUSED_MESSAGE}` });
    const stored = await t.database.db.execute(sql`SELECT id FROM post WHERE title = ${title}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it.each([
    ["a LinkedIn URL", LI, LI],
    ["a Facebook post plugin URL", FB, FB],
    [
      "LinkedIn's embed code",
      `<iframe src="${LI}" height="1036" width="504" frameborder="0" allowfullscreen="" title="Embedded post"></iframe>`,
      `<iframe src="${LI}" height="1036" width="504" frameborder="0" allowfullscreen title="Embedded post"></iframe>`,
    ],
    [
      "Facebook's embed code, its style and scrolling dropped",
      `<iframe src="${FB_HTML}" width="500" height="498" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>`,
      `<iframe src="${FB_HTML}" width="500" height="498" frameborder="0" allowfullscreen="true" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>`,
    ],
    [
      "an iframe with event handlers and a srcdoc of plain text: they are dropped",
      `<iframe src="${LI}" onload="alert(1)" srcdoc="hello" onmouseover='alert(2)'></iframe>`,
      `<iframe src="${LI}"></iframe>`,
    ],
    [
      "powerful features in allow, a scripted size and a bad loading: only the harmless stay",
      `<iframe src="${LI}" allow="camera; microphone; geolocation; autoplay; payment" width="expression(alert(1))" height="100%" loading="javascript:x" referrerpolicy="unsafe-url"></iframe>`,
      `<iframe src="${LI}" allow="autoplay" height="100%"></iframe>`,
    ],
    [
      "an upper-case tag with a safe lazy loading",
      `<IFRAME SRC="${LI}" LOADING="lazy" REFERRERPOLICY="strict-origin-when-cross-origin"></IFRAME>`,
      `<iframe src="${LI}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    ],
  ])("keeps %s, sanitised", async (_name, embed, stored) => {
    const response = await chloe.post("/api/post3", withEmbed(embed));
    expect(response.statusCode, response.body).toBe(200);
    const { post } = response.json();
    expect(post.embed).toBe(stored);
    expect((await chloe.get(`/api/post3/${post._id}`)).json().embed).toBe(stored);
  });

  it("an empty embed is no embed", async () => {
    const response = await chloe.post("/api/post3", withEmbed("   "));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().post.embed).toBeNull();
  });
});

describe("PUT /api/post3/{id} embed", () => {
  it("refuses a hostile embed on edit and keeps the one stored", async () => {
    const created = (await chloe.post("/api/post3", withEmbed(LI))).json().post;
    const edited = await chloe.put(`/api/post3/${created._id}`, {
      ...withEmbed(`<iframe src="${LI}"></iframe><script>alert(1)</script>`),
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect((await chloe.get(`/api/post3/${created._id}`)).json().embed).toBe(LI);
  });
});

describe("embeds stored before the check", () => {
  it("serves a stored embed only in its sanitised form, and nothing when it is not allowed; an edit still saves", async () => {
    const created = (await chloe.post("/api/post3", withEmbed(LI))).json().post;
    const served = async () => (await chloe.get(`/api/post3/${created._id}`)).json().embed;
    const store = (embed: string) =>
      t.database.db.execute(sql`UPDATE post SET embed = ${embed} WHERE id = ${created._id}`);

    await store(`<iframe src="${LI}" onload="alert(1)"></iframe>`);
    expect(await served()).toBe(`<iframe src="${LI}"></iframe>`);
    await store(`<img src=x onerror=alert(1)>`);
    expect(await served()).toBeNull();
    await store(`<iframe src="https://evil.example/"></iframe>`);
    expect(await served()).toBeNull();

    // Editing something else drops the refused embed instead of failing on it.
    const edited = await chloe.put(`/api/post3/${created._id}`, { title: "A new title" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await served()).toBeNull();
  });
});
