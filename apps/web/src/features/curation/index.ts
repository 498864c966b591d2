/** What other features may use from curation. */
export { PostCardMenu } from "./components/PostCardMenu.tsx";
export { ProposalBar } from "./components/ProposalBar.tsx";
