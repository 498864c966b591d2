import { expect } from "vitest";
import type { Queryable } from "../../../db/client.ts";
import { livePostIn, setPost } from "../../../test/engagement-fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../../test/test-app.ts";
import { FakeNetwork } from "./fake-network.ts";

export interface ShareKit {
  t: TestApp;
  fake: FakeNetwork;
  close(): Promise<void>;
}

/** An app whose LinkedIn and X are the test's own fake network. */
export async function startShareKit(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<ShareKit> {
  const fake = await new FakeNetwork().start();
  const t = await createTestApp({ ...fake.env(), ...env }, options);
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.stop();
    },
  };
}

/** The whole connect flow as a browser does it: our redirect, the member's consent, the callback. */
export async function connect(kit: ShareKit, client: TestClient, network: "linkedin" | "twitter") {
  const start = await client.get(`/oauth/${network}/connect?redirect=post`);
  expect(start.statusCode, start.body).toBe(302);
  const consent = kit.fake.authorize(String(start.headers.location));
  const callback = await client.get(
    `/oauth/${network}/connect/callback?code=${encodeURIComponent(consent.code)}&state=${encodeURIComponent(consent.state)}`,
  );
  expect(callback.statusCode, callback.body).toBe(302);
  expect(callback.headers.location).toBe(`/?connected=${network}`);
  return consent;
}

/** Public channels every Acme user reads; their live posts are the tests' material. */
const OPEN_CHANNELS = ["Company News", "Careers", "Product Updates", "Events"];
const pools = new WeakMap<Queryable, string[]>();

/** The n-th live post of the open channels, listed once per database (later edits do not shift it). */
async function livePost(db: Queryable, index: number): Promise<string> {
  let pool = pools.get(db);
  if (!pool) {
    pool = [];
    for (const channel of OPEN_CHANNELS) {
      for (let i = 0; ; i++) {
        try {
          pool.push(await livePostIn(db, channel, i));
        } catch {
          break;
        }
      }
    }
    pools.set(db, pool);
  }
  const id = pool[index];
  if (!id) throw new Error(`only ${pool.length} live posts in the open channels`);
  return id;
}

/** A live post of an open channel (Emma reads it) made into a link post offered on every network. */
export async function linkPost(kit: ShareKit, index: number, values: Parameters<typeof setPost>[2] = {}) {
  const postId = await livePost(kit.t.database.db, index);
  await setPost(kit.t.database.db, postId, {
    type: "link",
    url: "https://news.acme.example/story",
    title: "Acme opens a new office in Helsinki",
    body: "We are growing.",
    hasAnimatedImage: false,
    imageMetadataList: [],
    socnetSet: {},
    ...values,
  });
  return postId;
}

/** An image post with `count` images served by the fake network. */
export async function imagePost(kit: ShareKit, index: number, count: number) {
  return linkPost(kit, index, {
    type: "image",
    url: null,
    imageMetadataList: Array.from({ length: count }, (_, i) => ({
      url: `${kit.fake.base}/img/${i}.png`,
      width: 1,
      height: 1,
      hasError: false,
    })),
  });
}
