import { Badge } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TEAMS_VIEWED_EVENT, teamsViewed } from "../teams-badge.ts";

/** The NEW badge of the Teams menu entry, gone once the Teams page was opened. */
export function TeamsNewBadge() {
  const { t } = useTranslation();
  const [viewed, setViewed] = useState(teamsViewed);
  useEffect(() => {
    const update = () => setViewed(teamsViewed());
    window.addEventListener(TEAMS_VIEWED_EVENT, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(TEAMS_VIEWED_EVENT, update);
      window.removeEventListener("storage", update);
    };
  }, []);
  return viewed ? null : (
    <Badge size="xs" color="red" variant="filled">
      {t("people.new")}
    </Badge>
  );
}
