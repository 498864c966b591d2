/** What other features may use from editor. */
export { uploadImage } from "./api.ts";
export { CreatePostButton } from "./components/CreatePostButton.tsx";
export { mayWritePosts } from "./permissions.ts";
