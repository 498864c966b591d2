import { escapeHtml } from "@chorus/shared/text/html";
import { mailText } from "../../platform/mail/index.ts";
import { type NotificationText, notificationText, notificationTitle } from "../notification/index.ts";

/** Core §5: the title of every Active Directory error, in the recipient's language. */
export const adErrorTitle: NotificationText = notificationTitle("adErrorTitle");

/**
 * What went wrong, when the sentence is ours: a group the directory emptied, or a failure of our
 * own. Without it the kind of error is named and the directory's SCIM detail quoted as recorded
 * (the same text the directory received and the Active Directory tab lists).
 */
export type DirectoryFailureText =
  | { key: "adErrorGroupEmptied"; values: { name: string } }
  | { key: "adErrorUnexpected"; values?: undefined };

/** '<b>Error in Active Directory operation</b>: …' written in the recipient's language. */
export function adErrorText(type: string, detail: string, text?: DirectoryFailureText): NotificationText {
  return (language) => {
    const what = text
      ? notificationText(text.key, text.values ?? {})(language)
      : notificationText(`adErrorKinds.${type}`, { detail })(language);
    return mailText(language, "notificationText.adError", {
      title: escapeHtml(adErrorTitle(language)),
      what,
    });
  };
}
