import type { PublicCompany } from "@chorus/shared/company/company.contract";

/**
 * The installable app's web manifest (issue #16): the company's name and white-label logo, so the
 * app a person installs from their company's page carries their company's name and icon; Chorus's
 * own name and icons without a company (localhost, the bare domain) or without a logo.
 */
export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
}

/** Chorus's icons: always listed after a logo, since browsers want a 192 and a 512 px PNG to install. */
const CHORUS_ICONS: WebManifest["icons"] = [
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** Home screens show about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;

type Branding = Pick<PublicCompany, "name" | "ImageUrl" | "HighlightColor">;

export function webManifest(company: Branding | null): WebManifest {
  const name = company?.name.trim() || "Chorus";
  const logo = company?.ImageUrl ? [{ src: company.ImageUrl, sizes: "any", purpose: "any" }] : [];
  return {
    name,
    short_name: name.length > SHORT_NAME_LENGTH ? `${name.slice(0, SHORT_NAME_LENGTH - 1)}…` : name,
    description: company
      ? `Read, share and discuss ${name}'s news.`
      : "Read, share and discuss your company's news.",
    id: "/",
    start_url: "/?source=pwa",
    scope: "/",
    display: "standalone",
    background_color: "#f8f9fa",
    theme_color: company?.HighlightColor ?? "#b53a22",
    icons: [...logo, ...CHORUS_ICONS],
  };
}
