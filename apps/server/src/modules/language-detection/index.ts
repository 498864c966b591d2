export { detectLanguage } from "./language-detection.service.ts";
