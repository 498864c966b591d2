/** What other features may use from editor. */
export { CreatePostButton } from "./components/CreatePostButton.tsx";
