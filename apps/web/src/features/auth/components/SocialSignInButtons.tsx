import { Button, Stack } from "@mantine/core";
import {
  IconBrandGoogle,
  IconBrandLinkedin,
  IconBrandWindows,
  IconKey,
  IconWorld,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { networkLabel } from "../../../lib/sign-in-network.ts";
import { SSO_SELECT_HREF, socialSignInHref } from "../oauth-params.ts";

const NETWORK_ICON: Record<string, ReactNode> = {
  google: <IconBrandGoogle size={18} aria-hidden />,
  microsoft: <IconBrandWindows size={18} aria-hidden />,
  linkedin: <IconBrandLinkedin size={18} aria-hidden />,
};

interface SocialSignInButtonsProps {
  networkList: string[];
  sso: boolean;
  /** The /authz parameters to carry through the provider's round trip. */
  oauthserver: string | null;
  highlightColor: string;
}

/** Access §2: one button per enabled social network and a single sign-on button (full page navigations). */
export function SocialSignInButtons({
  networkList,
  sso,
  oauthserver,
  highlightColor,
}: SocialSignInButtonsProps) {
  const { t } = useTranslation();
  if (networkList.length === 0 && !sso) return null;
  return (
    <Stack gap="xs">
      {networkList.map((network) => (
        <Button
          key={network}
          component="a"
          href={socialSignInHref(network, oauthserver)}
          variant="outline"
          color={highlightColor}
          leftSection={NETWORK_ICON[network] ?? <IconWorld size={18} aria-hidden />}
          fullWidth
        >
          {t("signIn.withNetwork", { network: networkLabel(network) })}
        </Button>
      ))}
      {sso && (
        <Button
          component="a"
          href={SSO_SELECT_HREF}
          variant="outline"
          color={highlightColor}
          leftSection={<IconKey size={18} aria-hidden />}
          fullWidth
        >
          {t("signIn.sso")}
        </Button>
      )}
    </Stack>
  );
}
