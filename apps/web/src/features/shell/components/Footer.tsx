import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./Footer.module.css";

/** Core §2: a copyright line with the current year, and the accessibility statement. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Group gap="md" justify="center">
        <Text size="sm" c="dimmed">
          {t("layout.copyright", { year: new Date().getFullYear() })}
        </Text>
        <Anchor component={Link} to="/accessibility" size="sm" c="gray.7" underline="always">
          {t("accessibility.title")}
        </Anchor>
      </Group>
    </footer>
  );
}
