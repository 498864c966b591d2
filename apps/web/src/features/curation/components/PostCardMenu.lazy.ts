/**
 * The target of index.ts's lazy PostCardMenu: a module of its own, since a dynamic import of a module the
 * index also exports statically would leave it in the first JavaScript.
 */
export { PostCardMenu } from "./PostCardMenu.tsx";
