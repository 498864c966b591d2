import { companyAiSetting } from "../../db/schema/index.ts";
import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * AI settings (admin-level) and AI share messages (anyone who may share the post). AI is switched
 * on for Acme at the local OpenAI-compatible server (setup.ts), so a message is really written.
 */
export const aiRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/company/:companyId/ai",
    url: (f) => `/api/company/${f.companyId}/ai`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/ai",
    url: (f) => `/api/company/${f.companyId}/ai`,
    body: () => ({ isEnabled: false, provider: "Open AI", version: "GPT-4" }),
    isolate: [companyAiSetting],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/ai/versions",
    url: (f) => `/api/company/${f.companyId}/ai/versions`,
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/share/ai_message",
    body: (f) => ({ postId: f.posts.published, media: "linkedin", length: "short", tonality: "formal" }),
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/share/ai_message/similarity",
    body: (f) => ({ postId: f.posts.published, media: "linkedin", text: "A fresh take on this news" }),
    allowed: "signedIn",
  },
];
