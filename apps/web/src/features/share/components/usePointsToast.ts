import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";

/** After a share: '+N points' when it earned some (a success toast: 8000 ms), else a plain success. */
export function usePointsToast() {
  const { t } = useTranslation();
  return (point: number, network: string) => {
    if (point > 0) notify.success(t("share.sharedTo", { network }), t("share.points", { count: point }));
    else notify.success(t("share.sharedTo", { network }));
  };
}
