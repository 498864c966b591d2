import type { MailingBlock, MailingCampaign } from "@chorus/shared/mailing/mailing.contract";
import { isCampaignEditable } from "@chorus/shared/mailing/mailing.rules";
import { Alert, Anchor, Button, Grid, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCampaign, useCancelCampaign, useSendCampaign, useUpdateCampaign } from "../api.ts";
import { BlockEditor } from "../components/BlockEditor.tsx";
import { CampaignResults } from "../components/CampaignResults.tsx";
import { PreviewPane } from "../components/PreviewPane.tsx";
import { RecipientsSection } from "../components/RecipientsSection.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";

interface Draft {
  name: string;
  subject: string;
  preheader: string;
  senderName: string;
  blocks: MailingBlock[];
  mailingListIdList: string[];
}

const draftOf = (c: MailingCampaign): Draft => ({
  name: c.name,
  subject: c.subject,
  preheader: c.preheader,
  senderName: c.senderName,
  blocks: c.blocks,
  mailingListIdList: c.mailingListIdList,
});

/** A local date-time input value (YYYY-MM-DDTHH:mm) for a date. */
const localInput = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Blocks the server accepts: a half-filled block stays in the editor until it is complete. */
const completeBlocks = (blocks: MailingBlock[]) =>
  blocks.filter((b) =>
    b.type === "post"
      ? b.postId !== ""
      : b.type === "button"
        ? b.label.trim() !== "" && b.url.trim() !== ""
        : b.type === "image"
          ? b.url.trim() !== ""
          : b.type === "heading"
            ? b.text.trim() !== ""
            : true,
  );

/** /email-details/{campaignId}: the block editor, its live preview, recipients, test, schedule, send, cancel and results. */
export default function EmailDetailsScreen() {
  const { t, i18n } = useTranslation();
  const { campaignId = "" } = useParams();
  const campaign = useCampaign(campaignId);
  const update = useUpdateCampaign();
  const send = useSendCampaign();
  const cancel = useCancelCampaign();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [scheduleAt, setScheduleAt] = useState("");
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const data = campaign.data;

  useEffect(() => {
    if (data && draft === null) setDraft(draftOf(data));
  }, [data, draft]);

  if (campaign.isError) return <Alert color="red">{campaign.error.message}</Alert>;
  if (!data || !draft) return <Loader />;

  const editable = isCampaignEditable(data.status);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const fail = (e: Error) => setNotice({ ok: false, text: e.message });

  async function save(): Promise<boolean> {
    if (!draft) return false;
    try {
      await update.mutateAsync({ id: campaignId, ...draft, blocks: completeBlocks(draft.blocks) });
      return true;
    } catch (e) {
      fail(e as Error);
      return false;
    }
  }

  async function sendNow(scheduledAt: string | null) {
    if (!(await save())) return;
    send.mutate(
      { id: campaignId, scheduledAt },
      {
        onSuccess: (c) => {
          if ("status" in c) {
            setNotice({
              ok: true,
              text:
                c.status === "scheduled"
                  ? t("newsletter.scheduledFor", {
                      date: new Date(c.scheduledAt ?? "").toLocaleString(i18n.language),
                    })
                  : t("newsletter.sendingNow"),
            });
          }
        },
        onError: fail,
      },
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group>
          <Anchor
            component={Link}
            to={`/email-list?${new URLSearchParams({ ...(data.folderId ? { folder: data.folderId } : {}), createdItemId: data._id })}`}
          >
            ← {t("newsletter.backToList")}
          </Anchor>
          <Title order={1}>{data.name}</Title>
          <StatusBadge status={data.status} />
        </Group>
        {editable && (
          <Button
            variant="default"
            loading={update.isPending}
            onClick={() => save().then((ok) => ok && setNotice({ ok: true, text: t("newsletter.saved") }))}
          >
            {t("newsletter.save")}
          </Button>
        )}
      </Group>
      {!editable && <Alert color="gray">{t("newsletter.readOnly")}</Alert>}
      {notice && (
        <Alert
          color={notice.ok ? "green" : "red"}
          role={notice.ok ? "status" : "alert"}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {(data.status === "sending" || data.status === "sent" || data.stats.recipients > 0) && (
        <CampaignResults campaign={data} />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
              <Stack gap="xs">
                <TextInput
                  label={t("newsletter.name")}
                  value={draft.name}
                  maxLength={100}
                  onChange={(e) => set({ name: e.currentTarget.value })}
                />
                <TextInput
                  label={t("newsletter.subject")}
                  value={draft.subject}
                  maxLength={200}
                  onChange={(e) => set({ subject: e.currentTarget.value })}
                />
                <TextInput
                  label={t("newsletter.preheader")}
                  description={t("newsletter.preheaderHelp")}
                  value={draft.preheader}
                  maxLength={200}
                  onChange={(e) => set({ preheader: e.currentTarget.value })}
                />
                <TextInput
                  label={t("newsletter.senderName")}
                  value={draft.senderName}
                  maxLength={80}
                  onChange={(e) => set({ senderName: e.currentTarget.value })}
                />
              </Stack>
            </fieldset>
            <Title order={3}>{t("newsletter.content")}</Title>
            <BlockEditor blocks={draft.blocks} onChange={(blocks) => set({ blocks })} readOnly={!editable} />
            <Title order={3}>{t("newsletter.recipients")}</Title>
            <RecipientsSection
              value={draft.mailingListIdList}
              onChange={(mailingListIdList) => set({ mailingListIdList })}
              readOnly={!editable}
            />
            <Title order={3}>{t("newsletter.delivery")}</Title>
            {data.scheduledAt && data.status === "scheduled" && (
              <Text>
                {t("newsletter.scheduledFor", {
                  date: new Date(data.scheduledAt).toLocaleString(i18n.language),
                })}
              </Text>
            )}
            <Group align="flex-end">
              <Button
                variant="light"
                loading={send.isPending && send.variables?.testToMe === true}
                onClick={async () => {
                  if (editable && !(await save())) return;
                  send.mutate(
                    { id: campaignId, testToMe: true },
                    {
                      onSuccess: (r) =>
                        "sentTo" in r &&
                        setNotice({ ok: true, text: t("newsletter.testSent", { email: r.sentTo }) }),
                      onError: fail,
                    },
                  );
                }}
              >
                {t("newsletter.sendTest")}
              </Button>
              {editable && (
                <>
                  <TextInput
                    type="datetime-local"
                    label={t("newsletter.scheduleAt")}
                    min={localInput(new Date())}
                    value={scheduleAt}
                    onChange={(e) => setScheduleAt(e.currentTarget.value)}
                  />
                  <Button
                    variant="light"
                    disabled={!scheduleAt}
                    onClick={() => sendNow(new Date(scheduleAt).toISOString())}
                  >
                    {t("newsletter.schedule")}
                  </Button>
                  <Button onClick={() => sendNow(null)} loading={send.isPending && !send.variables?.testToMe}>
                    {t("newsletter.sendNow")}
                  </Button>
                </>
              )}
              {(data.status === "scheduled" || data.status === "sending") && (
                <Button
                  color="red"
                  variant="outline"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate(campaignId, { onError: fail })}
                >
                  {t("newsletter.cancelCampaign")}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PreviewPane
            content={{ subject: draft.subject, preheader: draft.preheader, blocks: draft.blocks }}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
