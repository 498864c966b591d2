import type { PasswordStrength } from "@chorus/shared/password/password.rules";
import { Box, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { strengthLabel, strengthMessage } from "../strength-text.ts";
import classes from "./StrengthMeter.module.css";

/** The four-bar meter of access §5: each bar carries the class the rules give it, with label and message. */
export function StrengthMeter({
  strength,
  id,
}: {
  strength: Pick<PasswordStrength, "score" | "label" | "message" | "barClassList">;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box id={id} data-testid="strength-meter" data-score={strength.score}>
      <Group gap={4} grow aria-hidden>
        {strength.barClassList.map((name, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the four bars are fixed positions
            key={index}
            className={`${classes.bar} ${classes[name] ?? ""}`}
            data-bar={name}
          />
        ))}
      </Group>
      <Text size="sm" mt={4} aria-live="polite">
        {t("password.strength.label", { label: strengthLabel(strength.label, t) })}
      </Text>
      {strength.message && (
        <Text size="sm" c="dimmed" data-testid="strength-message">
          {strengthMessage(strength.message, t)}
        </Text>
      )}
    </Box>
  );
}
