import { Button, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PublicFrame } from "../../pages/index.ts";
import { useLogout } from "../api.ts";
import { useSession } from "../session-context.tsx";

/** /suspended: the company's subscription is suspended (access §4 startup redirects). */
export function SuspendedScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const logout = useLogout();
  return (
    <PublicFrame>
      <Title order={1}>{t("suspended.title")}</Title>
      <Text>{t("suspended.text", { company: session.company.name })}</Text>
      <Button variant="default" onClick={logout} w="fit-content">
        {t("profile.logout")}
      </Button>
    </PublicFrame>
  );
}
