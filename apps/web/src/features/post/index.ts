/** What other features may use from post. */
export {
  featuredPostsQuery,
  feedQuery,
  postCountersQuery,
  useFeed,
  usePost,
  usePostCounters,
} from "./api.ts";
export { FeaturedPosts } from "./components/FeaturedPosts.tsx";
export { ImageMosaic } from "./components/ImageMosaic.tsx";
export { PostBody } from "./components/PostBody.tsx";
export { PostCard } from "./components/PostCard.tsx";
export { PostMedia } from "./components/PostMedia.tsx";
export {
  FIRST_SCREEN_CARDS,
  featuredImageUrl,
  leadImageIndex,
  preloadImage,
  preloadLeadImage,
} from "./media.ts";
