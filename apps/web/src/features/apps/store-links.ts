/** Store pages of the Chorus mobile app (deployment-specific; override at build time with VITE_ variables). */
export const APP_STORE_URL: string =
  import.meta.env.VITE_APP_STORE_URL ?? "https://apps.apple.com/app/chorus";
export const GOOGLE_PLAY_URL: string =
  import.meta.env.VITE_GOOGLE_PLAY_URL ?? "https://play.google.com/store/apps/details?id=app.chorus";

/** The /apps promotion source (access §2: default viral). */
export const DEFAULT_PROMO_SOURCE = "viral";
