import { PASSWORD_MESSAGES } from "@chorus/shared/password/password.rules";
import type { TFunction } from "i18next";

const LABEL_KEY: Record<string, string> = {
  "Very weak": "password.strength.veryWeak",
  Weak: "password.strength.weak",
  Fair: "password.strength.fair",
  Good: "password.strength.good",
  Strong: "password.strength.strong",
  "Too short": "password.strength.tooShort",
  "Too long": "password.strength.tooLong",
};

const MESSAGE_KEY = new Map<string, string>(
  Object.entries(PASSWORD_MESSAGES).map(([name, text]) => [text, `password.message.${name}`]),
);

/** The rules (shared with the server) speak English; the screen speaks through i18next. */
export const strengthLabel = (label: string, t: TFunction) =>
  LABEL_KEY[label] ? t(LABEL_KEY[label]) : label;
export const strengthMessage = (message: string, t: TFunction) =>
  MESSAGE_KEY.has(message) ? t(MESSAGE_KEY.get(message) as string) : message;
