import type { CompanyCreateBody } from "@chorus/shared/company/company-admin.contract";
import { SUBDOMAIN_PATTERN } from "@chorus/shared/company/company-admin.contract";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  ColorSwatch,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../session/index.ts";
import { useCompanyList, useCreateCompany } from "../api.ts";

/** /company: the companies a smarper (all) or partner (its own and those it created) administers. */
export default function CompaniesScreen() {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const list = useCompanyList();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t("company.list.title")}</Title>
        <Button onClick={() => setCreating(true)}>{t("company.list.create")}</Button>
      </Group>
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={t("common.loading")} />
        </Center>
      )}
      {list.isError && (
        <Alert color="red" role="alert">
          {isApiError(list.error) ? list.error.message : t("error.generic")}
        </Alert>
      )}
      {list.data && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("company.list.name")}</Table.Th>
              <Table.Th>{t("company.list.subdomain")}</Table.Th>
              <Table.Th>{t("company.list.users")}</Table.Th>
              <Table.Th>{t("company.list.created")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.companyList.map((c) => (
              <Table.Tr key={c._id}>
                <Table.Td>
                  <Group gap="xs">
                    <ColorSwatch color={c.HighlightColor} size={14} aria-hidden />
                    {/* A smarper administers every company; a partner opens its own settings. */}
                    {c._id === session.company._id || session.role === "smarper" ? (
                      <Anchor component={Link} to={`/company/${c._id}`}>
                        {c.name}
                      </Anchor>
                    ) : (
                      <Text span>{c.name}</Text>
                    )}
                    {c.isSubscriptionSuspended && <Badge color="gray">{t("company.list.suspended")}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{c.subdomain}</Table.Td>
                <Table.Td>{c.userCount}</Table.Td>
                <Table.Td>{new Date(c.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CreateCompanyModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

const EMPTY: Required<CompanyCreateBody> = {
  name: "",
  subdomain: "",
  adminEmail: "",
  adminFirstName: "",
  adminLastName: "",
};

function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const [form, setForm] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: event.currentTarget.value });
  const subdomain = form.subdomain.trim().toLowerCase();
  const errors = {
    name: form.name.trim() === "" ? t("company.create.nameRequired") : undefined,
    subdomain: SUBDOMAIN_PATTERN.test(subdomain) ? undefined : t("company.create.subdomainInvalid"),
    adminEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.adminEmail.trim())
      ? undefined
      : t("company.create.emailInvalid"),
  };
  const valid = !errors.name && !errors.subdomain && !errors.adminEmail;
  const close = () => {
    setForm(EMPTY);
    setSubmitted(false);
    create.reset();
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (!valid) return;
    create.mutate(form, {
      onSuccess: (created) => {
        notify.success(
          t("company.create.done", { company: created.company.name, email: form.adminEmail.trim() }),
        );
        close();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={t("company.create.title")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("company.create.name")}
            value={form.name}
            onChange={set("name")}
            error={submitted && errors.name}
            required
          />
          <TextInput
            label={t("company.create.subdomain")}
            description={t("company.create.subdomainHelp")}
            value={form.subdomain}
            onChange={set("subdomain")}
            error={submitted && errors.subdomain}
            required
          />
          <TextInput
            label={t("company.create.adminEmail")}
            description={t("company.create.adminEmailHelp")}
            type="email"
            value={form.adminEmail}
            onChange={set("adminEmail")}
            error={submitted && errors.adminEmail}
            required
          />
          <Group grow>
            <TextInput
              label={t("company.create.adminFirstName")}
              value={form.adminFirstName}
              onChange={set("adminFirstName")}
            />
            <TextInput
              label={t("company.create.adminLastName")}
              value={form.adminLastName}
              onChange={set("adminLastName")}
            />
          </Group>
          {create.isError && (
            <Alert color="red" role="alert">
              {isApiError(create.error) ? create.error.message : t("error.generic")}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("company.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("company.create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
