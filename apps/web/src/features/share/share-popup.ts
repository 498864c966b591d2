import { SHARE_POPUP } from "@chorus/shared/share/share-message.rules";

export const SHARE_POPUP_NAME = "chorus-share";

function popupFeatures(): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Core §9 "Share popup 600x600". Opened empty inside the click (popup blockers allow only that),
 * then pointed at the network's dialog once the server answered with it. null: the browser blocked it.
 */
export function openBlankSharePopup(): Window | null {
  const popup = window.open("", SHARE_POPUP_NAME, popupFeatures());
  if (popup) popup.opener = null;
  return popup;
}

export function pointSharePopup(popup: Window | null, url: string): boolean {
  if (!popup || popup.closed) {
    const fresh = window.open(url, SHARE_POPUP_NAME, popupFeatures());
    return fresh !== null;
  }
  popup.location.href = url;
  return true;
}

export function closeSharePopup(popup: Window | null) {
  if (popup && !popup.closed) popup.close();
}
