import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The whole page waiting (a session, a gate): one spinner with its label for screen readers. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}
