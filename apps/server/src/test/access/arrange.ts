import type { Factories, PostStatus, PostType } from "../factories.ts";
import { type Fixtures, meOf } from "./principals.ts";

/**
 * Objects a single case builds for itself (see AccessRow.arrange): a case that likes, deletes or
 * answers something does it to its own copy, so no case sees what another one did.
 */

/** A post of the bystander's in the public channel (every principal reads it; the channel manager manages it). */
export const freshPost =
  (o: { status?: PostStatus; type?: PostType; isReadConfirmationRequired?: boolean } = {}) =>
  async (make: Factories, f: Fixtures) => ({
    post: (await make.post(f.companyId, { createdBy: f.bystanderId, channelIds: [f.publicChannelId], ...o })).id,
  });

/** A post the principal wrote in the public channel. */
export const ownPost =
  (o: { status?: PostStatus } = {}) =>
  async (make: Factories, f: Fixtures) => ({
    post: (await make.post(f.companyId, { createdBy: meOf(f), channelIds: [f.publicChannelId], ...o })).id,
  });

/** A comment on the world's published post, by the principal ("mine") or by the bystander. */
export const freshComment =
  (by: "mine" | "bystander") =>
  async (make: Factories, f: Fixtures) => ({
    comment: (
      await make.comment(f.companyId, {
        objectId: f.posts.published,
        addedBy: by === "mine" ? meOf(f) : f.bystanderId,
      })
    ).id,
  });
