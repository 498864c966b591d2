import type { AppConfig } from "../../config.ts";

export interface CompanyAddress {
  subdomain: string;
  customDomain: string | null;
}

/**
 * The address a company's people open: its own domain, else `<subdomain>.<base domain>` on the
 * public URL's scheme and port. Built from configuration, never from the request's Host header,
 * so a forged Host cannot point a reset link elsewhere. On localhost there are no subdomains.
 */
export function companyUrl(config: Pick<AppConfig, "publicUrl" | "baseDomain">, c: CompanyAddress): string {
  if (c.customDomain) return `https://${c.customDomain}`;
  const url = new URL(config.publicUrl);
  if (url.hostname === config.baseDomain && config.baseDomain !== "localhost") {
    url.hostname = `${c.subdomain}.${config.baseDomain}`;
  }
  return url.origin;
}

/** An absolute link into the app: `path` may carry a query. */
export function companyLink(
  config: Pick<AppConfig, "publicUrl" | "baseDomain">,
  c: CompanyAddress,
  path: string,
): string {
  return `${companyUrl(config, c)}${path.startsWith("/") ? path : `/${path}`}`;
}
