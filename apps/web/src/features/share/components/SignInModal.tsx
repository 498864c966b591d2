import { DEFAULT_HIGHLIGHT_COLOR } from "@chorus/shared/company/company.contract";
import { Anchor, Center, Loader, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasCompanyLab, LoginForm, usePublicConfig } from "../../auth/index.ts";

/**
 * Core §4: an unauthenticated visitor of a share link gets the sign-in modal. Signing in here comes
 * back to the same share link; the full login page (other methods) is one link away.
 */
export function SignInModal({ returnTo, onClose }: { returnTo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const company = config.data?.company ?? null;
  return (
    <Modal opened onClose={onClose} title={t("share.signIn.title")} centered>
      {config.isPending ? (
        <Center py="md">
          <Loader aria-label={t("common.loading")} />
        </Center>
      ) : (
        <Stack>
          <Text size="sm">{t("share.signIn.text")}</Text>
          <LoginForm
            phoneLogin={company !== null && hasCompanyLab(company, "sms_authentication_lab")}
            highlightColor={company?.HighlightColor || DEFAULT_HIGHLIGHT_COLOR}
            returnTo={returnTo}
          />
          <Anchor component={Link} to="/account" size="sm" ta="center">
            {t("share.signIn.otherMethods")}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
