import { Anchor, Button, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicFrame } from "../components/PublicFrame.tsx";

/** /newAccount (access §2, public): the account exists; the way in is the e-mailed link, then login. */
export function NewAccountScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Title order={1}>{t("publicPages.newAccount.title")}</Title>
      <Text>{t("publicPages.newAccount.text")}</Text>
      <Anchor component={Link} to="/account">
        {t("common.goToLogin")}
      </Anchor>
    </PublicFrame>
  );
}

/** /oops (access §2, public): something failed; try again or start from login. */
export function OopsScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Title order={1}>{t("page.oops")}</Title>
      <Text>{t("publicPages.oops.text")}</Text>
      <Group>
        <Button onClick={() => window.history.back()}>{t("publicPages.oops.back")}</Button>
        <Anchor component={Link} to="/account">
          {t("common.goToLogin")}
        </Anchor>
      </Group>
    </PublicFrame>
  );
}

/** /post (access §2, public): a post shared inside a company is read after signing in. */
export function PublicPostScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Title order={1}>{t("page.publicPost")}</Title>
      <Text>{t("publicPages.post.text")}</Text>
      <Group>
        <Button component={Link} to="/account">
          {t("login.submit")}
        </Button>
        <Anchor component={Link} to="/subdomainFinder">
          {t("publicPages.findCompany")}
        </Anchor>
      </Group>
    </PublicFrame>
  );
}
