/** What other features may use from resource: the keys and the Resources/Documents switch (the screen is reached through the route table). */

export { LibraryNav } from "./components/LibraryNav.tsx";
export { resourceKeys } from "./query-keys.ts";
