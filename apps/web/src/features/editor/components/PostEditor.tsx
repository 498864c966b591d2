import { blockedWordMessage } from "@chorus/shared/blockword/blockword.contract";
import { POST_TYPES, type Post, type PostType } from "@chorus/shared/post/post.contract";
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconEye } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../lib/notify.ts";
import { useChannelList } from "../../channel/index.ts";
import { useSession } from "../../session/index.ts";
import { useSavePost, validateBlockedWords } from "../api.ts";
import { hasErrors, validateEditor } from "../editor-validation.ts";
import {
  type EditorValues,
  enabledNetworks,
  newQuestion,
  toCreateBody,
  toUpdateBody,
} from "../editor-values.ts";
import { offeredNetworks } from "../networks.ts";
import { postingIn } from "../permissions.ts";
import { createSaveKind, editSaveKind, type SaveKind } from "../save-kind.ts";
import { BodyEditor } from "./BodyEditor.tsx";
import { CampaignField } from "./CampaignField.tsx";
import { ChannelPicker } from "./ChannelPicker.tsx";
import { DocumentField } from "./DocumentField.tsx";
import { EmbedField } from "./EmbedField.tsx";
import { ImageField } from "./ImageField.tsx";
import { LinkField } from "./LinkField.tsx";
import { PreviewModal } from "./PreviewModal.tsx";
import { useProblemText } from "./ProblemText.tsx";
import { ScheduleFields } from "./ScheduleFields.tsx";
import { SharingSettings } from "./SharingSettings.tsx";
import { SurveyBuilder } from "./SurveyBuilder.tsx";
import { VideoField } from "./VideoField.tsx";

interface PostEditorProps {
  /** null: a new post. */
  postId: string | null;
  initial: EditorValues;
  post?: Post;
}

/** The post editor: every post type, channels, media, options, sharing, schedule; publish or propose. */
export function PostEditor({ postId, initial, post }: PostEditorProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const navigate = useNavigate();
  const { session } = useSession();
  const channels = useChannelList();
  const save = useSavePost(postId);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [blockedWord, setBlockedWord] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  const patch = useCallback((change: Partial<EditorValues>) => setValues((v) => ({ ...v, ...change })), []);
  const handlePreviewTitle = useCallback(
    (title: string) => setValues((v) => (v.title.trim() === "" ? { ...v, title } : v)),
    [],
  );

  const channelList = channels.data ?? [];
  const postingOf = useMemo(() => postingIn(session), [session]);
  const publishesAnywhere = channelList.some((c) => postingOf(c) === "publish");
  const managedIds = new Set(channelList.filter((c) => c.isManager).map((c) => c._id));
  const managesSelected = values.channelIds.some((id) => managedIds.has(id));
  const offered = offeredNetworks(session, values);
  const networks = enabledNetworks(values, offered);
  const errors = useMemo(() => validateEditor(values, offered), [values, offered]);
  const shown = submitted ? errors : {};

  // What a save does: on a new post by the shared create rule; an edit keeps the channels' statuses.
  const saveKind: SaveKind = useMemo(() => {
    const input = {
      channelIds: values.channelIds,
      type: values.type,
      publishedAt: values.publishedAt,
      isManagerOf: (id: string) => managedIds.has(id),
      userPublishEnabled: session.company.isUserPublishEnabled,
      now: new Date(),
      // Until the channel list has loaded nobody is known to publish or not.
      publishesAnywhere: channels.isSuccess ? publishesAnywhere : undefined,
    };
    return post ? editSaveKind({ ...input, status: post.status }) : createSaveKind(input);
  }, [
    values.channelIds,
    values.type,
    values.publishedAt,
    managedIds,
    session.company.isUserPublishEnabled,
    post,
    channels.isSuccess,
    publishesAnywhere,
  ]);

  const socnetPoint = (name: string) =>
    session.company.SocnetOrderedSet.find((entry) => entry.Name.toLowerCase() === name)?.SharingPoint ?? 0;

  const handleType = (type: PostType) => {
    setSubmitted(false);
    patch({
      type,
      questionList:
        type === "survey" && values.questionList.length === 0 ? [newQuestion()] : values.questionList,
    });
  };

  const handleSave = async () => {
    setSubmitted(true);
    setBlockedWord(null);
    if (hasErrors(errors)) return;
    const texts = [
      values.title,
      values.body,
      ...networks.flatMap((name) => values.networks[name]?.commentSet ?? []),
    ];
    try {
      const check = await validateBlockedWords(texts.join("\n"));
      if (!check.valid && check.word) return setBlockedWord(check.word);
    } catch {
      // The server checks blocked words again when saving.
    }
    const body = postId ? toUpdateBody(values, offered) : toCreateBody(values, offered);
    save.mutate(body, {
      onSuccess: (result) => {
        notify.success(t(`editor.saved.${result.type}`));
        void navigate(
          result.type === "published" ? "/" : result.type === "schedule" ? "/?type=scheduled" : "/?type=own",
        );
      },
    });
  };

  const handlePreview = () => {
    if (postId) window.open(`/preview/${postId}`, "_blank", "noopener");
    else setPreviewOpen(true);
  };

  // Curator options and the schedule are for a writer who publishes somewhere.
  const publishing = post ? managesSelected : saveKind !== "propose";

  return (
    <form
      noValidate
      aria-labelledby="editor-title"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Stack gap="md">
        <Title order={1} id="editor-title">
          {t(postId ? "editor.editTitle" : "editor.newTitle")}
        </Title>

        {!postId && (
          <SegmentedControl
            value={values.type}
            onChange={(type) => handleType(type as PostType)}
            data={POST_TYPES.map((type) => ({ value: type, label: t(`editor.type.${type}`) }))}
            aria-label={t("editor.typeLabel")}
            fullWidth
            // Phones: the type tabs wrap onto more rows instead of overflowing.
            styles={{ root: { flexWrap: "wrap" }, control: { flex: "1 0 auto", minWidth: "6.5rem" } }}
          />
        )}

        <TextInput
          label={t("editor.title")}
          required
          maxLength={300}
          value={values.title}
          onChange={(event) => patch({ title: event.currentTarget.value })}
          error={text(shown.title)}
        />
        <BodyEditor value={values.htmlBody} onChange={(htmlBody, body) => patch({ htmlBody, body })} />

        {values.type === "link" && (
          <LinkField
            value={values.url}
            required
            onChange={(url) => patch({ url })}
            onPreviewTitle={handlePreviewTitle}
            error={shown.url}
          />
        )}
        {values.type === "image" && (
          <ImageField
            images={values.imageList}
            onChange={(imageList) => patch({ imageList })}
            networks={networks}
            title={values.title}
            error={shown.images}
          />
        )}
        {values.type === "video" && (
          <VideoField value={values} onChange={patch} networks={networks} error={shown.video} />
        )}
        {values.type === "document" && (
          <DocumentField
            value={values.document}
            onChange={(document) => patch({ document })}
            error={shown.document}
          />
        )}
        {values.type === "survey" && (
          <SurveyBuilder
            questions={values.questionList}
            onChange={(questionList) => patch({ questionList })}
            errors={shown}
          />
        )}
        {/* An embedded Facebook or LinkedIn post belongs with a link; an article is its own text. */}
        {values.type === "link" && (
          <EmbedField
            network={values.embedNetwork}
            value={values.embed}
            submitted={submitted}
            onChange={(embedNetwork, embed) => patch({ embedNetwork, embed })}
          />
        )}

        <Divider />
        <ChannelPicker
          channels={channelList}
          value={values.channelIds}
          onChange={(channelIds) => patch({ channelIds })}
          postingOf={postingOf}
          error={text(shown.channels)}
        />
        <CampaignField value={values.campaignId} onChange={(campaignId) => patch({ campaignId })} />

        <Stack gap={6}>
          {publishing && (
            <>
              <Checkbox
                label={t("editor.options.featured")}
                checked={values.featured}
                onChange={(event) => patch({ featured: event.currentTarget.checked })}
              />
              <Checkbox
                label={t("editor.options.featuredForEmail")}
                checked={values.featuredForEmail}
                onChange={(event) => patch({ featuredForEmail: event.currentTarget.checked })}
              />
              <Checkbox
                label={t("editor.options.readConfirmation")}
                checked={values.isReadConfirmationRequired}
                onChange={(event) => patch({ isReadConfirmationRequired: event.currentTarget.checked })}
              />
            </>
          )}
          <Checkbox
            label={t("editor.options.comments")}
            checked={values.commentEnabled}
            onChange={(event) => patch({ commentEnabled: event.currentTarget.checked })}
          />
          {managesSelected && (
            <Checkbox
              label={t("editor.options.instantPush")}
              checked={values.isPostInstantPushEnabled}
              onChange={(event) => patch({ isPostInstantPushEnabled: event.currentTarget.checked })}
            />
          )}
        </Stack>

        {values.type !== "survey" && (
          <>
            <Title order={2} size="h4">
              {t("editor.sharing.title")}
            </Title>
            <SharingSettings
              offered={offered}
              value={values.networks}
              onChange={(next) => patch({ networks: next })}
              defaultPoint={socnetPoint}
            />
            {offered.map((name) =>
              shown[`network.${name}`] ? (
                <Text key={name} c="red" size="sm" role="alert">
                  {text(shown[`network.${name}`])}
                </Text>
              ) : null,
            )}
          </>
        )}

        <Title order={2} size="h4">
          {t("editor.schedule.title")}
        </Title>
        <ScheduleFields
          publishedAt={values.publishedAt}
          archivedAt={values.archivedAt}
          onChange={patch}
          errors={shown}
          canSchedule={publishing}
        />

        {blockedWord && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t("editor.blockedWord", { word: blockedWord, defaultValue: blockedWordMessage(blockedWord) })}
          </Alert>
        )}
        {submitted && hasErrors(errors) && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t("editor.fixErrors")}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {save.error.message}
          </Alert>
        )}

        <Group justify="space-between">
          <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={handlePreview}>
            {t("editor.preview.open")}
          </Button>
          <Group>
            <Button variant="subtle" onClick={() => void navigate(-1)}>
              {t("editor.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(`editor.save.${saveKind}`)}
            </Button>
          </Group>
        </Group>
        {post && post.status !== "proposed" && (
          <Text size="xs" c="dimmed">
            {t(`editor.status.${post.status}`)}
          </Text>
        )}
        <PreviewModal values={values} opened={previewOpen} onClose={() => setPreviewOpen(false)} />
      </Stack>
    </form>
  );
}
