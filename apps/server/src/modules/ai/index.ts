/** What other modules may use from the AI module. */
export { loadKeyCipher } from "./key-cipher.ts";
export type { GenerateRequest, TextGenerator } from "./text-generator.ts";
