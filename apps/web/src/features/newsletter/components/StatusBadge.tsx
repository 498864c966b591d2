import type { CampaignStatus } from "@chorus/shared/mailing/mailing.contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLOR: Record<CampaignStatus, string> = {
  draft: "gray",
  scheduled: "blue",
  sending: "orange",
  sent: "green",
  cancelled: "red",
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="campaign-status">
      {t(`newsletter.status.${status}`)}
    </Badge>
  );
}
