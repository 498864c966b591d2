import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./Footer.module.css";

/** Core §2: a copyright line with the current year. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Text size="sm" c="dimmed">
        {t("layout.copyright", { year: new Date().getFullYear() })}
      </Text>
    </footer>
  );
}
