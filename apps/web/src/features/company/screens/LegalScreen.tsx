import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../../lib/PageFrame.tsx";
import { useLegalPages } from "../api.ts";

/**
 * /terms-of-service and /privacy-policy (public): the company's own texts when it enabled them
 * (isTosEnabled), else the product's. Plain text, paragraphs split on blank lines.
 */
export function LegalScreen({ page }: { page: "termsOfService" | "privacyPolicy" }) {
  const { t } = useTranslation();
  const legal = useLegalPages();
  const title = t(`company.legal.${page}`);
  return (
    <main id="main-content">
      <PageFrame kind="reading">
        <Paper withBorder p="xl" radius="md">
          <Stack gap="md">
            <Title order={1}>{title}</Title>
            {legal.isPending && (
              <Center>
                <Loader aria-label={t("common.loading")} />
              </Center>
            )}
            {legal.isError && (
              <Alert color="red" role="alert">
                {t("error.generic")}
              </Alert>
            )}
            {legal.data && (
              <>
                {legal.data.companyName && (
                  <Text c="dimmed">
                    {legal.data.isCompanyText
                      ? t("company.legal.byCompany", { company: legal.data.companyName })
                      : t("company.legal.byProduct")}
                  </Text>
                )}
                {legal.data[page].split(/\n\s*\n/).map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
                  <Text key={index} style={{ whiteSpace: "pre-line" }}>
                    {paragraph}
                  </Text>
                ))}
              </>
            )}
            <Anchor component={Link} to="/">
              {t("company.legal.back")}
            </Anchor>
          </Stack>
        </Paper>
      </PageFrame>
    </main>
  );
}

export const TermsOfServiceScreen = () => <LegalScreen page="termsOfService" />;
export const PrivacyPolicyScreen = () => <LegalScreen page="privacyPolicy" />;
