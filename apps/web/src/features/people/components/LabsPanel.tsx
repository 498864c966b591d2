import type { LabState } from "@chorus/shared/labs/labs.contract";
import { labsDisabledByUrl } from "@chorus/shared/labs/labs-page.rules";
import { Alert, Anchor, Button, Group, Loader, Radio, Stack, Table, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { sessionKeys, useSession } from "../../session/index.ts";
import { labsEndpoints, useCompanyLabs, usePeopleMutation } from "../api.ts";

/** The labs tab of the company settings (access §2): Enabled/Disabled per lab, Save Changes; the smarper's Migrate row. */
export function LabsPanel({ companyId }: { companyId: string }) {
  const labs = useCompanyLabs(companyId);
  if (labs.error)
    return (
      <Alert color="red" role="alert">
        {labs.error.message}
      </Alert>
    );
  if (!labs.data) return <Loader />;
  return <LabsForm companyId={companyId} labList={labs.data.labList} instanceType={labs.data.instanceType} />;
}

const FIRST_LABS = 10;

function LabsForm({
  companyId,
  labList,
  instanceType,
}: {
  companyId: string;
  labList: LabState[];
  instanceType: "classic" | "group";
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  const save = usePeopleMutation(labsEndpoints.saveCompanyLabs);
  const queryClient = useQueryClient();
  const [states, setStates] = useState(() => new Map(labList.map((l) => [l.name, l.isEnabled])));
  const changed = labList.filter((l) => states.get(l.name) !== l.isEnabled);
  const [showAll, setShowAll] = useState(false);
  // The switched-on labs and the first few; 'More labs' shows the rest.
  const shown = showAll ? labList : labList.filter((l, i) => l.isEnabled || i < FIRST_LABS);

  return (
    <Stack>
      <Title order={2}>{t("people.labsTitle")}</Title>
      {labsDisabledByUrl(location.search) && (
        <Alert color="yellow" role="status">
          {t("people.labsUrlOff")}
        </Alert>
      )}
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert color="green" role="status">
          {t("people.labsSaved")}
        </Alert>
      )}
      <Table>
        <Table.Tbody>
          {session.role === "smarper" && instanceType === "classic" && <MigrateRow companyId={companyId} />}
          {shown.map((lab) => (
            <Table.Tr key={lab.name} data-testid="lab-row">
              <Table.Td>
                <Text ff="monospace">{lab.name}</Text>
              </Table.Td>
              <Table.Td>
                <Radio.Group
                  value={states.get(lab.name) ? "on" : "off"}
                  onChange={(value) => setStates(new Map(states).set(lab.name, value === "on"))}
                  aria-label={lab.name}
                >
                  <Group gap="md">
                    <Radio value="on" label={t("people.labsEnabled")} />
                    <Radio value="off" label={t("people.labsDisabled")} />
                  </Group>
                </Radio.Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        {shown.length < labList.length ? (
          <Anchor component="button" type="button" onClick={() => setShowAll(true)}>
            {t("people.labsMore")}
          </Anchor>
        ) : (
          <span />
        )}
        <Button
          disabled={changed.length === 0}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                params: { companyId },
                body: {
                  labList: changed.map((l) => ({ name: l.name, isEnabled: states.get(l.name) === true })),
                },
              },
              // The session carries the company's labs: menus and routes follow at once.
              { onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.session2 }) },
            )
          }
        >
          {t("people.labsSave")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Smarper only, classic instances only: turn the instance into a group instance. */
function MigrateRow({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const migrate = usePeopleMutation(labsEndpoints.migrate);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{t("people.instanceType")}</Text>
        <Text size="sm">{t("people.instanceClassic")}</Text>
        {migrate.error && (
          <Text c="red" size="sm" role="alert">
            {migrate.error.message}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button
            size="xs"
            loading={migrate.isPending && migrate.variables?.body.withTeams === false}
            onClick={() => migrate.mutate({ params: { companyId }, body: { withTeams: false } })}
          >
            {t("people.migrate")}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={migrate.isPending && migrate.variables?.body.withTeams === true}
            onClick={() => migrate.mutate({ params: { companyId }, body: { withTeams: true } })}
          >
            {t("people.migrateWithTeam")}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
