import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useRouteError } from "react-router";
import { PublicFrame } from "../features/pages/components/PublicFrame.tsx";
import { browser } from "../lib/browser.ts";
import { isChunkLoadError } from "../lib/chunk-load-error.ts";
import { PageFrame } from "../lib/PageFrame.tsx";
import { useOnline } from "../lib/use-online.ts";

/** What went wrong, in the words a reader can act on. */
function useExplanation() {
  const error = useRouteError();
  const online = useOnline();
  if (!isChunkLoadError(error))
    return { title: "error.generic", text: null, action: "error.tryAgain" } as const;
  // Online, the code that is missing was removed by a release: the page must load the new one.
  if (online)
    return { title: "error.updatedTitle", text: "error.updatedText", action: "error.reload" } as const;
  return { title: "error.offlineTitle", text: "error.offlineText", action: "error.tryAgain" } as const;
}

function Explanation() {
  const { t } = useTranslation();
  const { title, text, action } = useExplanation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <Title order={1}>{t(title)}</Title>
      {text && <Text>{t(text)}</Text>}
      <Group>
        <Button onClick={() => browser.reload()}>{t(action)}</Button>
        {pathname !== "/" && (
          // A whole page load: after a release it brings the new version's code too.
          <Button variant="default" onClick={() => browser.assign("/")}>
            {t("error.toFeed")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The router's answer to a screen that failed: its code could not be fetched (offline, or replaced
 * by a release while the page was open) or it threw while drawing. Instead of React Router's
 * "Unexpected Application Error!" and a stack, the reader is told what happened and how to go on.
 * `inLayout`: drawn in the signed-in layout's main area, so the navbar stays usable.
 */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  return inLayout ? (
    <PageFrame kind="narrow">
      <Explanation />
    </PageFrame>
  ) : (
    <PublicFrame>
      <Explanation />
    </PublicFrame>
  );
}
