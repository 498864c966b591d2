import type { UserLabs } from "@chorus/shared/labs/labs.contract";
import { USER_ONLY_FLAGS, type UserFlagName, userFlagsShownTo } from "@chorus/shared/labs/labs-page.rules";
import { Alert, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { labsEndpoints, usePeopleMutation, useUserLabs } from "../api.ts";

/**
 * The user edit screen's lab flags (access §2): the user's own feature map, e.g. the Vietnamese
 * language flag or a lab for this user only. Managers only; admin-only labs for admins only.
 */
export function UserLabsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const labs = useUserLabs(userId, true);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("people.userLabsTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("people.userLabsHint")}
      </Text>
      {labs.error && (
        <Alert color="red" role="alert">
          {labs.error.message}
        </Alert>
      )}
      {labs.data ? <UserLabsForm key={userId} userId={userId} featureMap={labs.data.featureMap} /> : null}
      {labs.isPending && <Loader size="sm" />}
    </Stack>
  );
}

function UserLabsForm({ userId, featureMap }: { userId: string; featureMap: UserLabs["featureMap"] }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const save = usePeopleMutation(labsEndpoints.saveUserLabs);
  const names = userFlagsShownTo(session.role);
  const [states, setStates] = useState(() => new Map(names.map((n) => [n, featureMap[n] === true])));
  const changed = names.filter((n) => states.get(n) !== (featureMap[n] === true));
  const label = (name: UserFlagName) =>
    (USER_ONLY_FLAGS as readonly string[]).includes(name) ? t(`people.userFlag.${name}`) : name;
  return (
    <Stack gap="sm">
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      {save.isSuccess && changed.length === 0 && (
        <Alert color="green" role="status">
          {t("people.labsSaved")}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {names.map((name) => (
          <Checkbox
            key={name}
            label={label(name)}
            checked={states.get(name) === true}
            onChange={(e) => setStates(new Map(states).set(name, e.currentTarget.checked))}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          variant="light"
          disabled={changed.length === 0}
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              params: { userId },
              body: { featureMap: Object.fromEntries(changed.map((n) => [n, states.get(n) === true])) },
            })
          }
        >
          {t("people.labsSave")}
        </Button>
      </Group>
    </Stack>
  );
}
