import { Alert, Anchor, Button, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PublicFrame } from "../../pages/index.ts";
import { useSubdomainCheck } from "../api.ts";

/** /subdomainFinder: which company lives at a subdomain, and where to log in. */
export function SubdomainFinderScreen() {
  const { t } = useTranslation();
  const [subdomain, setSubdomain] = useState("");
  const [error, setError] = useState<string | null>(null);
  const check = useSubdomainCheck();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = subdomain.trim().toLowerCase();
    if (value === "") {
      setError(t("subdomainFinder.invalid", { subdomain: value }));
      return;
    }
    check.mutate(value, { onError: (failure) => setError(failure.message || t("error.generic")) });
  }

  return (
    <PublicFrame>
      <Title order={1}>{t("page.subdomainFinder")}</Title>
      <Text>{t("subdomainFinder.intro")}</Text>
      <form onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t("subdomainFinder.label")}
          value={subdomain}
          onChange={(event) => {
            setSubdomain(event.currentTarget.value);
            setError(null);
            check.reset();
          }}
          mb="md"
        />
        <Button type="submit" loading={check.isPending} fullWidth>
          {t("subdomainFinder.submit")}
        </Button>
      </form>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {check.data?.exists && (
        <Alert color="green" role="status">
          {t("subdomainFinder.found", { company: check.data.companyName ?? subdomain })}{" "}
          {check.data.loginUrl && (
            <Anchor href={check.data.loginUrl}>{t("subdomainFinder.goToLogin")}</Anchor>
          )}
        </Alert>
      )}
      {check.data && !check.data.exists && (
        <Alert color="yellow" role="status">
          {t("subdomainFinder.notFound", { subdomain: subdomain.trim() })}
        </Alert>
      )}
    </PublicFrame>
  );
}
