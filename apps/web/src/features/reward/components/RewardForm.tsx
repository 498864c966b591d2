import {
  REWARD_DESCRIPTION_MAX,
  REWARD_PRICE_MAX,
  REWARD_STOCK_MAX,
  REWARD_TITLE_MAX,
  type Reward,
} from "@chorus/shared/reward/reward.contract";
import {
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { uploadImage } from "../../editor/index.ts";
import { useSaveReward } from "../api.ts";

/** An uploaded image's own path (the answer's URL carries a signature that expires). */
const canonicalImage = (url: string) => new URL(url, window.location.origin).pathname;

/** Add or edit a reward: title, price in Coins, stock (empty = no limit), description, picture, offered. */
export function RewardForm({ initial, onDone }: { initial: Reward | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReward();
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [price, setPrice] = useState<number | string>(initial?.price ?? 10);
  const [stock, setStock] = useState<number | string>(initial?.stock ?? "");
  const [imageUrl, setImageUrl] = useState<string | null>(initial?.imageUrl ?? null);
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const [uploading, setUploading] = useState(false);

  const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : t("error.generic"));
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      setImageUrl(canonicalImage((await uploadImage(file)).url));
    } catch (error) {
      failed(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            rewardId: initial?._id ?? null,
            body: {
              title,
              description,
              price: Number(price),
              stock: stock === "" ? null : Number(stock),
              imageUrl,
              isActive,
            },
          },
          {
            onSuccess: () => {
              notify.success(t("reward.saved"));
              onDone();
            },
            onError: failed,
          },
        );
      }}
    >
      <TextInput
        label={t("reward.form.title")}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        required
        maxLength={REWARD_TITLE_MAX}
      />
      <Textarea
        label={t("reward.form.description")}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={REWARD_DESCRIPTION_MAX}
        autosize
        minRows={2}
      />
      <Group grow>
        <NumberInput
          label={t("reward.form.price")}
          value={price}
          onChange={setPrice}
          min={1}
          max={REWARD_PRICE_MAX}
          allowDecimal={false}
          required
        />
        <NumberInput
          label={t("reward.form.stock")}
          description={t("reward.form.stockHint")}
          value={stock}
          onChange={setStock}
          min={0}
          max={REWARD_STOCK_MAX}
          allowDecimal={false}
        />
      </Group>
      <Group>
        {imageUrl && <Image src={imageUrl} alt="" h={64} w="auto" fit="contain" />}
        <FileButton accept="image/png,image/jpeg,image/gif,image/webp" onChange={upload}>
          {(props) => (
            <Button {...props} variant="light" loading={uploading}>
              {t("reward.form.image")}
            </Button>
          )}
        </FileButton>
        {imageUrl && (
          <Button variant="subtle" color="red" onClick={() => setImageUrl(null)}>
            {t("reward.form.removeImage")}
          </Button>
        )}
      </Group>
      <Switch
        label={t("reward.form.isActive")}
        checked={isActive}
        onChange={(e) => setIsActive(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          {t("reward.form.save")}
        </Button>
      </Group>
    </Stack>
  );
}
