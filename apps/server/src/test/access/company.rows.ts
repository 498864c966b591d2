import { company } from "../../db/schema/index.ts";
import { connectNetwork } from "./arrange.ts";
import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

let created = 0;
/** A subdomain no other case used (each allowed case really creates a company). */
const freshSubdomain = () => `matrix-${process.pid}-${++created}`;

/**
 * Company administration: the list and creation for smarpers and partners; the settings and the
 * white label for admin-level (group admins and channel managers may read the settings); the legal pages are public.
 */
export const companyRows: AccessRow[] = [
  { method: "GET", route: "/api/company", allowed: ["partner", "smarper"] },
  {
    method: "POST",
    route: "/api/company",
    body: () => ({ name: "Matrix Inc", subdomain: freshSubdomain(), adminEmail: "first@matrix.example" }),
    allowed: ["partner", "smarper"],
  },
  {
    method: "GET",
    route: "/api/company/:companyId",
    url: (f) => `/api/company/${f.companyId}`,
    allowed: [...MANAGERS, "group_admin", "channel_manager"],
  },
  {
    method: "PUT",
    route: "/api/company/:companyId",
    url: (f) => `/api/company/${f.companyId}`,
    body: () => ({ commentEnabled: true, invitePoint: 3 }),
    isolate: [company],
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/whitelabel",
    url: (f) => `/api/company/${f.companyId}/whitelabel`,
    body: () => ({ HighlightColor: "#123456" }),
    isolate: [company],
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/company/:companyId/whitelabel",
    url: (f) => `/api/company/${f.companyId}/whitelabel`,
    isolate: [company],
    allowed: MANAGERS,
  },
  { method: "GET", route: "/api/config/legal", allowed: "everyone" },
  {
    method: "GET",
    route: "/api/socnet/linkedin/company/search",
    url: () => "/api/socnet/linkedin/company/search?query=acme",
    arrange: async (_make, f, client) => {
      await connectNetwork(client, f, "linkedin");
      return {};
    },
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/identity/aws",
    allowed: "signedIn",
    okStatus: 404,
    why: "the matrix runs with local storage, where every signed-in caller hears the clear 404 (the S3 answer: identity-upload.routes.test.ts)",
  },
];
