/** What other features may use from comment. */
export { CommentsSection } from "./components/CommentsSection.tsx";
