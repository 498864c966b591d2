import { ERROR_CODE } from "@chorus/shared/errors/error-codes";
import "@mantine/dates/styles.css";
import { hasLab } from "@chorus/shared/labs/labs";
import type { Post } from "@chorus/shared/post/post.contract";
import {
  isConfirmShareMedia,
  isSmartShareMedia,
  networkLabel,
  type ShareMedia,
} from "@chorus/shared/share/network.rules";
import type { ShareCreateResponse } from "@chorus/shared/share/share.contract";
import {
  commentLimitOf,
  commentSizeError,
  scheduleError,
  sharedTextLength,
} from "@chorus/shared/share/share-message.rules";
import { Alert, Badge, Button, Group, Radio, Stack, Text, Textarea } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { IconCheck, IconSend } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../session/index.ts";
import { useConnections, useCreateShare, useCreateSmartShare, useSimilarity } from "../api.ts";
import { connectionState } from "../connection.ts";
import { canSchedule, defaultShareTime, needsConnection, scheduleBounds } from "../share-options.ts";
import { closeSharePopup, openBlankSharePopup, pointSharePopup } from "../share-popup.ts";
import { AiSuggestions } from "./AiSuggestions.tsx";
import { ConnectionLine } from "./ConnectionLine.tsx";
import { ConnectModal } from "./ConnectModal.tsx";
import { GenericLink } from "./GenericLink.tsx";
import { PresetMessages } from "./PresetMessages.tsx";
import { SelfShareConfirm } from "./SelfShareConfirm.tsx";
import { SmartQueueInfo } from "./SmartQueueInfo.tsx";
import { usePointsToast } from "./usePointsToast.ts";

/** 409.30 from the share calls: the account must be connected again. */

interface NetworkSharePanelProps {
  post: Post;
  network: ShareMedia;
  signature: string;
  comment: string;
  onCommentChange: (text: string) => void;
  returnPath: string;
  onDone: () => void;
}

interface PendingSelfShare {
  shareId: string;
  dialogUrl: string;
  popup: Window | null;
}

/** One network of the share modal: account, message with its live count, when, and Share. */
export function NetworkSharePanel(props: NetworkSharePanelProps) {
  const { post, network, signature, comment, onCommentChange, returnPath, onDone } = props;
  const { t } = useTranslation();
  const { session } = useSession();
  const label = networkLabel(network);
  const connections = useConnections(needsConnection(network));
  const account = connectionState(network, session, connections.data);
  const create = useCreateShare();
  const smartShare = useCreateSmartShare();
  const sending = create.isPending || smartShare.isPending;
  const similarity = useSimilarity();
  const announcePoints = usePointsToast();
  const [when, setWhen] = useState<"now" | "schedule" | "smart">("now");
  const [scheduledAt, setScheduledAt] = useState<Date | null>(() => defaultShareTime());
  const [pending, setPending] = useState<PendingSelfShare | null>(null);
  const [genericLink, setGenericLink] = useState<string | null>(null);
  const [connect, setConnect] = useState<{ open: boolean; message: string | null }>({
    open: false,
    message: null,
  });
  const [submitError, setSubmitError] = useState<string | null>(null);

  const entry = post.socnetSet[network];
  const presets = hasLab(session, "sharing_message_selection_lab") ? (entry?.commentSet ?? []) : [];
  const limit = commentLimitOf(network);
  const count = sharedTextLength(comment, signature);
  const sizeError = commentSizeError(network, comment, signature);
  const bounds = scheduleBounds(post);
  const scheduling = when === "schedule" && canSchedule(network);
  const smart = when === "smart" && isSmartShareMedia(network);
  const windowError = scheduling
    ? scheduledAt
      ? scheduleError(scheduledAt, bounds.maxDate ?? null)
      : t("share.when.pickDate")
    : null;
  const similarityWarning =
    similarity.data?.warning && similarity.variables?.text === comment ? similarity.data.warning : null;

  const handlePick = (text: string) => {
    onCommentChange(text);
    similarity.mutate({ postId: post._id, media: network, text });
  };

  const handleShare = () => {
    if (sending || sizeError || windowError) return;
    setSubmitError(null);
    if (account === "disconnected") {
      setConnect({ open: true, message: null });
      return;
    }
    const selfShare = isConfirmShareMedia(network);
    const popup = selfShare ? openBlankSharePopup() : null;
    const handleCreated = (result: ShareCreateResponse) => {
      if (result.status === "pending" && result.dialogUrl) {
        pointSharePopup(popup, result.dialogUrl);
        setPending({ shareId: result._id, dialogUrl: result.dialogUrl, popup });
        return;
      }
      if (result.status === "scheduled") {
        const at = dayjs(result.time).format("D MMM YYYY HH:mm");
        notify.success(
          smart
            ? t("share.smart.queuedToast", { network: label, when: at })
            : t("share.scheduledToast", { network: label, when: at }),
        );
        onDone();
        return;
      }
      announcePoints(result.point, label);
      if (network === "generic") setGenericLink(result.link);
      else onDone();
    };
    const handleFailed = (error: Error) => {
      closeSharePopup(popup);
      if (isApiError(error) && error.code === ERROR_CODE.reconnectNetwork)
        setConnect({ open: true, message: error.message });
      else setSubmitError(error.message);
    };
    if (smart && isSmartShareMedia(network)) {
      smartShare.mutate(
        { postId: post._id, media: network, comment },
        { onSuccess: handleCreated, onError: handleFailed },
      );
      return;
    }
    create.mutate(
      {
        postId: post._id,
        media: network,
        comment,
        scheduledAt: scheduling && scheduledAt ? scheduledAt.toISOString() : null,
      },
      { onSuccess: handleCreated, onError: handleFailed },
    );
  };

  if (pending) {
    return (
      <SelfShareConfirm
        post={post}
        network={network}
        shareId={pending.shareId}
        dialogUrl={pending.dialogUrl}
        onConfirmed={(point) => {
          closeSharePopup(pending.popup);
          announcePoints(point, label);
          setPending(null);
          onDone();
        }}
        onCancelled={() => {
          closeSharePopup(pending.popup);
          setPending(null);
        }}
      />
    );
  }
  if (genericLink) return <GenericLink link={genericLink} title={post.title} onDone={onDone} />;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <ConnectionLine network={network} state={account} returnPath={returnPath} />
        <Group gap="xs">
          {entry?.shareStatus === "shared" && (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
              {t("share.status.shared")}
            </Badge>
          )}
          {(entry?.sharePoint ?? 0) > 0 && (
            <Badge variant="outline">{t("share.earn", { count: entry?.sharePoint ?? 0 })}</Badge>
          )}
        </Group>
      </Group>
      {presets.length > 0 && <PresetMessages presets={presets} onPick={handlePick} />}
      <AiSuggestions postId={post._id} media={network} onPick={handlePick} />
      <Textarea
        label={t("share.message.label", { network: label })}
        value={comment}
        onChange={(event) => onCommentChange(event.currentTarget.value)}
        onBlur={() =>
          comment.trim() && similarity.mutate({ postId: post._id, media: network, text: comment })
        }
        autosize
        minRows={3}
        maxRows={10}
        error={sizeError}
        description={
          <span aria-live="polite" data-testid="share-count">
            {limit === null
              ? t("share.message.countNoLimit", { count })
              : t("share.message.count", { count, limit })}
          </span>
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      {signature && (
        <Text size="xs" c="dimmed">
          {t("share.message.signature", { signature })}
        </Text>
      )}
      {similarityWarning && (
        <Alert color="yellow" role="status" p="xs">
          {similarityWarning}
        </Alert>
      )}
      {canSchedule(network) ? (
        <Radio.Group
          label={t("share.when.label")}
          value={when}
          onChange={(value) => setWhen(value as "now" | "schedule" | "smart")}
        >
          <Group mt={4}>
            <Radio value="now" label={t("share.when.now")} />
            <Radio value="schedule" label={t("share.when.schedule")} />
            {isSmartShareMedia(network) && <Radio value="smart" label={t("share.when.smart")} />}
          </Group>
        </Radio.Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t(network === "generic" ? "share.when.genericHint" : "share.when.selfShareHint", {
            network: label,
          })}
        </Text>
      )}
      {smart && isSmartShareMedia(network) && <SmartQueueInfo media={network} />}
      {scheduling && (
        <DateTimePicker
          label={t("share.when.at")}
          value={scheduledAt}
          onChange={(value) => setScheduledAt(value ? new Date(value) : null)}
          minDate={bounds.minDate}
          maxDate={bounds.maxDate}
          valueFormat="D MMM YYYY HH:mm"
          error={windowError}
          submitButtonProps={{ "aria-label": t("share.when.confirm") }}
        />
      )}
      {submitError && (
        <Alert color="red" role="alert" p="xs">
          {submitError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={handleShare}
          loading={sending}
          disabled={sizeError !== null || windowError !== null}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {smart
            ? t("share.smart.action", { network: label })
            : scheduling
              ? t("share.scheduleAction", { network: label })
              : t("share.shareAction", { network: label })}
        </Button>
      </Group>
      <ConnectModal
        network={network}
        opened={connect.open}
        message={connect.message}
        onClose={() => setConnect({ open: false, message: null })}
        returnPath={returnPath}
      />
    </Stack>
  );
}
