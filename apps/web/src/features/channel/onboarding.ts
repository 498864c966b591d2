/** Core §2 channel onboarding card: hidden after the event, or for 1 day after it was closed. */
export const CHANNEL_ONBOARDING_EVENT = "channel_onboarding_archived";
export const CHANNEL_ONBOARDING_COOKIE = "chorus_channel_onboarding_closed";
export const ONE_DAY_SECONDS = 24 * 60 * 60;

export function isOnboardingClosed(cookie: string = document.cookie): boolean {
  return cookie.split(";").some((part) => part.trim().startsWith(`${CHANNEL_ONBOARDING_COOKIE}=`));
}

export function closeOnboarding(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain 1-day cookie is all the spec asks for
  document.cookie = `${CHANNEL_ONBOARDING_COOKIE}=1; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax`;
}

export const showOnboarding = (triggeredEventList: string[], closed: boolean) =>
  !closed && !triggeredEventList.includes(CHANNEL_ONBOARDING_EVENT);
