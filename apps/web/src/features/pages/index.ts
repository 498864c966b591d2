/** What other features may use from pages. */
export { PublicFrame } from "./components/PublicFrame.tsx";
