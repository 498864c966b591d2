import { Button, Group } from "@mantine/core";
import { IconBrandApple, IconBrandGooglePlay } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { APP_STORE_URL, GOOGLE_PLAY_URL } from "../store-links.ts";

/** Store buttons for iOS and Android. */
export function StoreButtons() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={APP_STORE_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        leftSection={<IconBrandApple size={18} aria-hidden />}
      >
        {t("apps.appStore")}
      </Button>
      <Button
        component="a"
        href={GOOGLE_PLAY_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        leftSection={<IconBrandGooglePlay size={18} aria-hidden />}
      >
        {t("apps.googlePlay")}
      </Button>
    </Group>
  );
}
