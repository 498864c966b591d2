/** A phone or tablet browser: onboarding's last step sends these to the app's magic link (access §4). */
export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent);
}
