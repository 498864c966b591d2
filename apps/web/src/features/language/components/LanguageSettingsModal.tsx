import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { LanguageSettingsForm } from "./LanguageSettingsForm.tsx";

/** The profile menu's 'Language settings' entry. */
export function LanguageSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("languageSettings.title")} centered>
      {opened && (
        <LanguageSettingsForm
          onCancel={onClose}
          onSaved={() => {
            notify.success(t("languageSettings.saved"));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
