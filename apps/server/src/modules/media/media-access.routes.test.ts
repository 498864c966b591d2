import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";
import { ACME_HOST, at } from "../login-link/accounts.test-helpers.ts";
import { rowsOf } from "../post/feed.repository.ts";
import { makePng, upload } from "./media.test-helpers.ts";

/**
 * Issue 9, finding 3: an image of a company is served to a session of that company or to the
 * holder of a signed, unexpired URL, and to nobody else; its key cannot be derived from another.
 */
let t: TestApp;
let acme: TestClient;
let globex: TestClient;
let anonymous: TestClient;
let signedUrl: string;
let canonicalUrl: string;
let key: string;
let bytes: Buffer;

const HOUR = 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.signIn(DEMO_USERS.sharer);
  globex = await t.signIn(GLOBEX_SHARER);
  anonymous = t.client();
  bytes = await makePng(64, 48);
  const uploaded = await upload(acme, "/api/media/image", "a.png", "image/png", bytes);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  signedUrl = uploaded.json().url;
  canonicalUrl = signedUrl.split("?")[0] as string;
  key = canonicalUrl.replace("/images/", "");
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const paths = () => [canonicalUrl, `/media/original/${key}`, `/media/post/${key}`, `/media/avatar/${key}`];

describe("who may fetch a company's image", () => {
  it("answers 404 to an anonymous request without a signature, at every path and size", async () => {
    for (const path of paths()) expect((await anonymous.get(path)).statusCode, path).toBe(404);
  });

  it("answers 404 to a user of another company", async () => {
    for (const path of paths()) expect((await globex.get(path)).statusCode, path).toBe(404);
  });

  it("serves a user of the image's company without a signature", async () => {
    const response = await acme.get(canonicalUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toMatch(/^private/);
    expect((await acme.get(`/media/post/${key}`)).statusCode).toBe(200);
  });

  it("no longer serves the uploads directory as static files (cached sizes included)", async () => {
    await acme.get(`/media/avatar/${key}`);
    expect((await acme.get(`/images/variants/avatar/${key}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/images/variants/avatar/${key}`)).statusCode).toBe(404);
  });
});

describe("signed URLs", () => {
  it("work without a session until they expire, and not after (the clock moved, no sleep)", async () => {
    const now = Date.now();
    const response = await anonymous.get(signedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(0);
    const exp = Number(new URL(signedUrl, "http://x").searchParams.get("exp"));
    // A day at least (in-app answers), rounded up to a 6-hour mark so the URL stays the same for hours.
    expect(exp * 1000 - now).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(exp * 1000 - now).toBeLessThanOrEqual(30 * HOUR + 1000);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(exp * 1000 - 1000);
    expect((await anonymous.get(signedUrl)).statusCode).toBe(200);
    vi.setSystemTime(exp * 1000 + 1000);
    expect((await anonymous.get(signedUrl)).statusCode).toBe(404);
    expect((await globex.get(signedUrl)).statusCode).toBe(404);
  });

  it("are bound to the key, the size and the expiry", async () => {
    const query = signedUrl.slice(signedUrl.indexOf("?"));
    const params = new URLSearchParams(query);
    const exp = Number(params.get("exp"));
    const sig = String(params.get("sig"));
    const other = (
      await upload(acme, "/api/media/image", "b.png", "image/png", await makePng(10, 10))
    ).json();
    const otherKey = String(other.url).split("?")[0]?.replace("/images/", "");
    const forged = [
      `/images/${otherKey}${query}`,
      `/media/post/${key}${query}`,
      `${canonicalUrl}?exp=${exp + 21600}&sig=${sig}`,
      `${canonicalUrl}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `${canonicalUrl}?exp=${exp}`,
    ];
    for (const url of forged) expect((await anonymous.get(url)).statusCode, url).toBe(404);
  });

  it("are what every answer carries, and they open the image without a session (mail, shared previews)", async () => {
    const feed = (await acme.get("/api/post3?type=published")).json();
    const urls: string[] = feed.postList.flatMap((p: { imageMetadataList: { url: string }[] }) =>
      p.imageMetadataList.map((i) => i.url),
    );
    expect(urls.length).toBeGreaterThan(0);
    const acmeId = await t.companyId("acme");
    for (const url of urls)
      expect(url).toMatch(
        new RegExp(`^/images/media/${acmeId}/[A-Za-z0-9_-]{22}\\.(jpg|png)\\?exp=\\d+&sig=`),
      );
    expect((await anonymous.get(urls[0] as string)).statusCode).toBe(200);
  });
});

describe("storage keys", () => {
  it("are random: two uploads in a row give unrelated names of 22 base64url characters", async () => {
    const names: string[] = [];
    for (const name of ["one.png", "two.png"]) {
      const response = await upload(acme, "/api/media/image", name, "image/png", bytes);
      const body = response.json();
      const file = String(body.url).split("?")[0]?.split("/").pop() ?? "";
      expect(file).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
      expect(file).not.toContain(body._id);
      names.push(file.replace(".png", ""));
    }
    const [a = "", b = ""] = names;
    const samePositions = [...a].filter((char, i) => b[i] === char).length;
    // 22 random characters of 64 share about 0.3 positions by chance; a counter shares almost all.
    expect(samePositions).toBeLessThan(6);
  });
});

describe("bodies carrying media URLs", () => {
  it("store the canonical URL when the editor sends back the signed one", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    const response = await admin.post("/api/post3", {
      type: "article",
      title: "Signed in, canonical out",
      htmlBody: "<p>A picture</p>",
      channelList: [{ _id: await channelFixtures(t).channelId("Company News") }],
      imageMetadataList: [{ url: signedUrl, width: 64, height: 48, hasError: false }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rowsOf<{ list: string }>(
      t.database.db,
      sql`SELECT image_metadata_list::text AS list FROM post WHERE id = ${response.json().post._id}`,
    );
    expect(row?.list).toContain(`"${canonicalUrl}"`);
    // The answer carries it signed again.
    expect(response.json().post.imageMetadataList[0].url).toMatch(/\?exp=\d+&sig=/);
  });

  it("refuse another company's media URL (no fresh signature for a known key)", async () => {
    const globexAdmin = await t.signIn(GLOBEX_ADMIN);
    const own = (await upload(globexAdmin, "/api/media/image", "g.png", "image/png", bytes)).json();
    const post = async (url: string) =>
      globexAdmin.post("/api/post3", {
        type: "article",
        title: "Borrowed",
        htmlBody: "<p>Not mine</p>",
        channelList: [{ _id: await channelFixtures(t).channelId("Globex Announcements", "globex") }],
        imageMetadataList: [{ url, width: 64, height: 48, hasError: false }],
      });
    // The same body with Globex's own picture is accepted: only the foreign URL is refused.
    expect((await post(own.url)).statusCode).toBe(200);
    for (const url of [canonicalUrl, signedUrl]) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe("Image not found");
    }
  });
});

describe("the login page's logo", () => {
  it("is signed for anyone on the company's host, before sign-in", async () => {
    await t.database.db.execute(
      sql`UPDATE company SET image_url_login = ${canonicalUrl} WHERE id = ${await t.companyId("acme")}`,
    );
    const logo = (await at(t.client(), ACME_HOST).get("/api/config")).json().company.ImageUrlLogin;
    expect(logo).toMatch(new RegExp(`^${canonicalUrl}\\?exp=\\d+&sig=`));
    expect((await anonymous.get(logo)).statusCode).toBe(200);
  });
});

describe("images in mail", () => {
  it("are absolute URLs signed for a year: the company logo opens in a mail client, months later", async () => {
    await t.database.db.execute(
      sql`UPDATE company SET image_url_login = ${canonicalUrl} WHERE id = ${await t.companyId("acme")}`,
    );
    const sent = await at(t.client(), ACME_HOST).post("/api/user/password/forget", {
      email: DEMO_USERS.partner,
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await rowsOf<{ html: string }>(
      t.database.db,
      sql`SELECT html FROM mail_outbox WHERE to_address = ${DEMO_USERS.partner} ORDER BY created_at DESC LIMIT 1`,
    );
    const src = /<img src="([^"]+)"/.exec(mail?.html ?? "")?.[1]?.replaceAll("&amp;", "&") ?? "";
    const url = new URL(src);
    expect(url.origin).toBe("http://localhost:3000");
    expect(`${url.pathname}`).toBe(canonicalUrl);
    expect(Number(url.searchParams.get("exp")) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * HOUR);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 200 * 24 * HOUR);
    expect((await anonymous.get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
  });
});
