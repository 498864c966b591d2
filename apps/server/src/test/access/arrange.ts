import type { Factories, PostStatus, PostType } from "../factories.ts";
import type { TestClient } from "../test-app.ts";
import { type Fixtures, meOf } from "./principals.ts";

/**
 * Objects a single case builds for itself (see AccessRow.arrange): a case that likes, deletes or
 * answers something does it to its own copy, so no case sees what another one did.
 */

/** A post of the bystander's in the public channel (every principal reads it; the channel manager manages it). */
export const freshPost =
  (o: { status?: PostStatus; type?: PostType; isReadConfirmationRequired?: boolean } = {}) =>
  async (make: Factories, f: Fixtures) => ({
    post: (await make.post(f.companyId, { createdBy: f.bystanderId, channelIds: [f.publicChannelId], ...o }))
      .id,
  });

/** A post the principal wrote in the public channel. */
export const ownPost =
  (o: { status?: PostStatus } = {}) =>
  async (make: Factories, f: Fixtures) => ({
    post: (await make.post(f.companyId, { createdBy: meOf(f), channelIds: [f.publicChannelId], ...o })).id,
  });

/** A comment on the world's published post, by the principal ("mine") or by the bystander. */
export const freshComment = (by: "mine" | "bystander") => async (make: Factories, f: Fixtures) => ({
  comment: (
    await make.comment(f.companyId, {
      objectId: f.posts.published,
      addedBy: by === "mine" ? meOf(f) : f.bystanderId,
    })
  ).id,
});

/**
 * Connects the caller's LinkedIn or X account through the whole flow (our redirect, the fake
 * network's consent, the callback), as a browser does; nothing for an anonymous caller.
 */
export async function connectNetwork(client: TestClient, f: Fixtures, network: "linkedin" | "twitter") {
  if (f.principal === "anonymous") return;
  const start = await client.get(`/oauth/${network}/connect?redirect=post`);
  if (start.statusCode !== 302) throw new Error(`connect start: ${start.statusCode} ${start.body}`);
  const consent = f.outside.network.authorize(String(start.headers.location));
  const callback = await client.get(
    `/oauth/${network}/connect/callback?code=${encodeURIComponent(consent.code)}&state=${encodeURIComponent(consent.state)}`,
  );
  if (callback.statusCode !== 302)
    throw new Error(`connect callback: ${callback.statusCode} ${callback.body}`);
}
