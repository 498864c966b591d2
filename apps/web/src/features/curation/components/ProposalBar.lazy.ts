/**
 * The target of index.ts's lazy ProposalBar: a module of its own, since a dynamic import of a module the
 * index also exports statically would leave it in the first JavaScript.
 */
export { ProposalBar } from "./ProposalBar.tsx";
