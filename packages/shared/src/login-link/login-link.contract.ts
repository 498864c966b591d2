import { z } from "zod";

const email = z.string().trim().min(3).max(320);

/** PUT /api/user: mails a one-time login link. */
export const loginLinkBodySchema = z.object({ email });
export const loginLinkResponseSchema = z.object({ sent: z.literal(true) });
/** Login links live 15 minutes. */
export const LOGIN_LINK_MINUTES = 15;

/** GET /api/user/login-link/domains: the first 6 domains of the host's company (access §2, §9). */
export const LOGIN_LINK_DOMAIN_COUNT = 6;
export const loginLinkDomainsSchema = z.object({ domainList: z.array(z.string()) });

/** POST /api/user/recovery: mails the sites where the address has an account. */
export const recoveryBodySchema = z.object({ email });
export const recoveryResponseSchema = z.object({ sent: z.literal(true) });

/** POST /api/subdomain/check for /subdomainFinder. */
export const subdomainCheckBodySchema = z.object({ subdomain: z.string().trim().min(1).max(63) });
export const subdomainCheckResponseSchema = z.object({
  exists: z.boolean(),
  companyName: z.string().optional(),
  loginUrl: z.string().optional(),
});

/** Where GET /auth/link/{token} sends a browser whose link is unusable: /account?loginLinkError=… */
export const LOGIN_LINK_ERRORS = ["expired", "used", "invalid"] as const;
export type LoginLinkError = (typeof LOGIN_LINK_ERRORS)[number];
