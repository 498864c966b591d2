import { Progress } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import i18next from "i18next";

let toastSeed = 0;

/** Core §2: a progress toast titled 'Uploading' while files go up; closed when done. */
export function showUploadToast(fileCount: number) {
  const id = `upload-${++toastSeed}`;
  const render = (fraction: number) => (
    <Progress value={Math.round(fraction * 100)} aria-label={i18next.t("editor.uploadProgress")} size="sm" />
  );
  notifications.show({
    id,
    title: i18next.t("editor.uploading", { files: fileCount }),
    message: render(0),
    autoClose: false,
    withCloseButton: false,
    loading: true,
  });
  return {
    progress(fraction: number) {
      notifications.update({ id, message: render(fraction) });
    },
    close() {
      notifications.hide(id);
    },
  };
}
