import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/** A well-formed id no post has: the share routes check AI and the post after the policy. */
const NO_POST = "0".repeat(24);

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
    body: () => ({ postId: NO_POST, media: "linkedin", length: "short", tonality: "formal" }),
    allowed: "signedIn",
    // AI is off in the demo company: every signed-in user gets through to the 409.
    okStatus: 409,
  },
  {
    method: "POST",
    route: "/api/share/ai_message/similarity",
    body: () => ({ postId: NO_POST, media: "linkedin", text: "Great read" }),
    allowed: "signedIn",
    okStatus: 404,
  },
];
