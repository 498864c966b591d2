/** What other features may use from apps. */
export { useOpenMobileApp } from "./api.ts";
export { AppQrCode } from "./components/AppQrCode.tsx";
export { StoreButtons } from "./components/StoreButtons.tsx";
