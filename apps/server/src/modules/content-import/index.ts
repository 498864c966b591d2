/** What other modules may use from content import: parsing a feed document. */
export { parseEntries } from "./feed-reader.ts";
