import { DEFAULT_HIGHLIGHT_COLOR } from "@chorus/shared/company/company.contract";
import { HEX_COLOR_PATTERN } from "@chorus/shared/company/company-admin.contract";
import { Button, ColorInput, FileButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { uploadImage } from "../../editor/index.ts";
import { useResetWhitelabel, useSaveWhitelabel } from "../api.ts";
import type { TabProps } from "./setting-controls.tsx";

/**
 * White label: the logo (navbar, login card, e-mails), the login image (the login page's
 * background) and the highlight colour (buttons, links and the app's primary colour).
 */
export function WhitelabelForm({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const save = useSaveWhitelabel(company._id);
  const reset = useResetWhitelabel(company._id);
  const [color, setColor] = useState(company.HighlightColor);
  const [uploading, setUploading] = useState<"ImageUrl" | "ImageUrlLogin" | null>(null);
  useEffect(() => setColor(company.HighlightColor), [company.HighlightColor]);

  const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : t("error.generic"));
  const saved = () => notify.success(t("company.whitelabel.saved"));

  const upload = async (field: "ImageUrl" | "ImageUrlLogin", file: File | null) => {
    if (!file) return;
    setUploading(field);
    try {
      const image = await uploadImage(file);
      save.mutate({ [field]: image.url }, { onSuccess: saved, onError: failed });
    } catch (error) {
      failed(error);
    } finally {
      setUploading(null);
    }
  };

  const colorValid = HEX_COLOR_PATTERN.test(color);
  return (
    <Stack gap="md">
      {(["ImageUrl", "ImageUrlLogin"] as const).map((field) => (
        <Paper key={field} withBorder p="md">
          <Stack gap="xs">
            <Text fw={600}>{t(`company.whitelabel.${field}.label`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`company.whitelabel.${field}.description`)}
            </Text>
            {company[field] ? (
              <Image
                src={company[field]}
                alt={t(`company.whitelabel.${field}.alt`)}
                h={field === "ImageUrl" ? 56 : 120}
                w="auto"
                fit="contain"
              />
            ) : (
              <Text size="sm">{t("company.whitelabel.none")}</Text>
            )}
            {editable && (
              <Group>
                <FileButton accept="image/png,image/jpeg,image/gif" onChange={(file) => upload(field, file)}>
                  {(props) => (
                    <Button {...props} variant="light" loading={uploading === field}>
                      {t(`company.whitelabel.${field}.upload`)}
                    </Button>
                  )}
                </FileButton>
                {company[field] && (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => save.mutate({ [field]: null }, { onSuccess: saved, onError: failed })}
                  >
                    {t("company.whitelabel.remove")}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      <Paper withBorder p="md">
        <Group align="end">
          <ColorInput
            label={t("company.whitelabel.HighlightColor.label")}
            description={t("company.whitelabel.HighlightColor.description", {
              color: DEFAULT_HIGHLIGHT_COLOR,
            })}
            value={color}
            onChange={setColor}
            format="hex"
            disabled={!editable}
            error={colorValid ? undefined : t("company.whitelabel.HighlightColor.invalid")}
            w={280}
          />
          {editable && colorValid && color.toUpperCase() !== company.HighlightColor.toUpperCase() && (
            <Button
              loading={save.isPending}
              onClick={() => save.mutate({ HighlightColor: color }, { onSuccess: saved, onError: failed })}
            >
              {t("company.whitelabel.saveColor")}
            </Button>
          )}
        </Group>
      </Paper>
      {editable && (
        <Group>
          <Button
            variant="default"
            loading={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSuccess: saved, onError: failed })}
          >
            {t("company.whitelabel.reset")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
