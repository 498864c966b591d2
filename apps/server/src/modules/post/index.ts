/** What other modules may use from the post module (and the channel access rules it owns). */
export {
  type ChannelActor,
  type ChannelIdSet,
  channelSetHas,
  curatorChannelIds,
  managedChannelIds,
  readableChannelIds,
  visibleChannelIds,
} from "../channel/index.ts";
export { presentPosts } from "./post.presenter.ts";
export { sanitizePostHtml } from "./post-html.ts";
export { createImportedProposal, type ImportedItem } from "./post-import.ts";
export {
  type CuratedShape,
  curatedShapeOf,
  readablePostCondition,
  readerValues,
} from "./post-readable.repository.ts";
export { loadReadablePost, type PostChannelRow, type PostRow, type ReadablePost } from "./post-visibility.ts";
export { postWritePolicy } from "./post-write.policy.ts";
export { countPostView, countShareOnPost, shareCountIncrement } from "./post-write.repository.ts";
