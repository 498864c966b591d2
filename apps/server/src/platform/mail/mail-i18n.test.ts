import { COLLABORATION_APPROVED_TOAST, COLLABORATION_DENIED_TOAST } from "@chorus/shared/behalf/behalf.rules";
import { describe, expect, it } from "vitest";
import {
  checkLanguage,
  MAIL_LANGUAGES,
  MAIL_TRANSLATIONS_DIR,
  readStrings,
} from "../../../../../scripts/i18n-keys.mjs";
import { invitationMail, seatFreeMail } from "../../modules/invitation/invitation.mail.ts";
import { accountRecoveryMail } from "../../modules/login-link/account-recovery.mail.ts";
import { loginLinkMail } from "../../modules/login-link/login-link.mail.ts";
import { digestMail, notificationMail } from "../../modules/notification/notification.mails.ts";
import { countText, notificationText } from "../../modules/notification/notification-text.ts";
import { passwordChangedMail } from "../../modules/password/password-changed.mail.ts";
import { passwordResetMail } from "../../modules/password/password-reset.mail.ts";
import { registrationMail } from "../../modules/registration/registration.mail.ts";
import { mailLanguageOf, mailText } from "./mail-i18n.ts";
import { adminMessageMail } from "./templates/admin-message.mail.ts";
import { companyInvitationMail } from "./templates/company-invitation.mail.ts";

const english = readStrings("en", MAIL_TRANSLATIONS_DIR);
const brand = (language?: string) => ({
  companyName: "Acme",
  highlightColor: "#112233",
  logoUrl: null,
  ...(language ? { language } : {}),
});

describe("mail texts in every UI language", () => {
  it.each(MAIL_LANGUAGES)("%s has English's keys and placeholders", (language) => {
    const result = checkLanguage(english, readStrings(language, MAIL_TRANSLATIONS_DIR), language);
    expect(result).toEqual({ missing: [], extra: [], placeholderMismatches: [], notStrings: [] });
  });

  it.each([
    ["fr", "fr"],
    ["pt_BR", "en"],
    ["de_DE", "de"],
    [null, "en"],
    ["sv", "en"],
  ])("platform language %s writes mails in %s", (language, mailLanguage) => {
    expect(mailLanguageOf(language)).toBe(mailLanguage);
  });

  it("fills placeholders and falls back to English for an unknown key or language", () => {
    expect(mailText("fr", "digest.subject", { company: "Acme", count: 3 })).toBe(
      "Vos notifications Acme du jour (3)",
    );
    expect(mailText("sv", "notification.open")).toBe("Open in Chorus");
    expect(mailText("de", "no.such.key")).toBe("no.such.key");
  });
});

describe("mails are written in the recipient's language", () => {
  const row = { textHtml: "<strong>Chloé</strong> a publié", itemTitle: null };
  it.each([
    ["en", "Open in Chorus", "New notification"],
    ["fr", "Ouvrir dans Chorus", "Nouvelle notification"],
    ["de", "In Chorus öffnen", "Neue Benachrichtigung"],
    ["vi", "Mở trong Chorus", "Thông báo mới"],
  ])("a notification in %s", (language, action, heading) => {
    const mail = notificationMail(brand(language), row, "https://acme.example/notifications");
    expect(mail.text).toContain(action);
    expect(mail.html).toContain(heading);
  });

  it("the daily digest and an admin's message", () => {
    expect(digestMail(brand("es"), [row], "https://acme.example/n").subject).toBe(
      "Tus notificaciones de Acme de hoy (1)",
    );
    const message = adminMessageMail(brand("nl"), {
      subject: "Hallo",
      message: "Tekst",
      senderName: "Eva",
      recipientFirstName: "Jan",
    });
    expect(message.text).toContain("Hoi Jan,");
    expect(message.text).toContain("Verstuurd door Eva van Acme via Chorus.");
    expect(
      adminMessageMail(brand(), { subject: "S", message: "M", senderName: "Eva", recipientFirstName: "Jo" })
        .text,
    ).toContain("Sent by Eva from Acme on Chorus.");
  });

  it.each([
    [
      "en",
      "Your login link for Acme",
      "expires in 15 minutes",
      "Reset your Acme password",
      "Your Acme password was changed",
    ],
    [
      "fr",
      "Votre lien de connexion à Acme",
      "expire dans 15 minutes",
      "Réinitialisez votre mot de passe Acme",
      "Votre mot de passe Acme a été modifié",
    ],
    [
      "de",
      "Ihr Anmeldelink für Acme",
      "läuft in 15 Minuten ab",
      "Setzen Sie Ihr Acme-Passwort zurück",
      "Ihr Acme-Passwort wurde geändert",
    ],
    [
      "fi_FI",
      "Kirjautumislinkkisi palveluun Acme",
      "vanhenee 15 minuutin",
      "Vaihda Acme-salasanasi",
      "Acme-salasanasi vaihdettiin",
    ],
    // No texts for Portuguese: English.
    [
      "pt_BR",
      "Your login link for Acme",
      "expires in 15 minutes",
      "Reset your Acme password",
      "Your Acme password was changed",
    ],
  ])(
    "sign-in and password mails in the recipient's language: %s",
    (language, loginSubject, expiry, resetSubject, changedSubject) => {
      const login = loginLinkMail.render(brand(language), {
        url: "https://acme.example/auth/link/t",
        minutes: 15,
      });
      expect(login.subject).toBe(loginSubject);
      expect(login.text).toContain(expiry);
      expect(
        passwordResetMail.render(brand(language), { url: "https://acme.example/r", minutes: 60 }).subject,
      ).toBe(resetSubject);
      expect(
        passwordChangedMail.render(brand(language), { forgotUrl: "https://acme.example/f" }).subject,
      ).toBe(changedSubject);
    },
  );
});

describe("invitation and registration mails in the recipient's language", () => {
  const invite = (language: string | undefined, overrides: { inviterName?: string; message?: string } = {}) =>
    invitationMail(brand(language), {
      inviterName: "Ada",
      message: "",
      signature: "",
      url: "https://acme.example/auth/invitation/t",
      reminder: false,
      ...overrides,
    });

  it.each([
    ["en", "Ada invites you to join Acme on Chorus", "Accept invitation", "Join your colleagues on Chorus"],
    ["fr", "Ada vous invite à rejoindre Acme sur Chorus", "Accepter l’invitation", "Rejoignez vos collègues"],
    [
      "de_DE",
      "Ada lädt Sie ein, Acme auf Chorus beizutreten",
      "Einladung annehmen",
      "Lesen Sie, was Acme teilt",
    ],
    ["vi", "Ada mời bạn tham gia Acme trên Chorus", "Chấp nhận lời mời", "Cùng đồng nghiệp tham gia Chorus"],
    // No texts for Portuguese: English.
    [
      "pt_BR",
      "Ada invites you to join Acme on Chorus",
      "Accept invitation",
      "Join your colleagues on Chorus",
    ],
  ])("an invitation in %s: subject, button and the default text", (language, subject, button, body) => {
    const mail = invite(language);
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(button);
    expect(mail.text).toContain(body);
  });

  it("keeps the company's own message as written, translating only the fixed parts around it", () => {
    const mail = invite("fr", { message: "Hello team,\n\nJoin us!", inviterName: "" });
    expect(mail.text).toContain("Hello team,");
    expect(mail.text).toContain("Join us!");
    expect(mail.text).not.toContain("Rejoignez vos collègues");
    expect(mail.subject).toBe("Un collègue vous invite à rejoindre Acme sur Chorus");
    expect(mail.text).toContain("Si vous n’attendiez pas cette invitation");
    expect(
      invitationMail(brand("fr"), {
        inviterName: "Ada",
        message: "",
        signature: "",
        url: "https://acme.example/i",
        reminder: true,
      }).subject,
    ).toBe("Rappel : rejoignez Acme sur Chorus");
  });

  it("a free seat, a new company's first admin and a registration, in French", () => {
    expect(seatFreeMail(brand("fr"), { groupName: "Ventes", url: "https://acme.example/" }).subject).toBe(
      "Une place s’est libérée pour vous dans Ventes",
    );
    const admin = companyInvitationMail(brand("fr"), {
      url: "https://acme.example/l",
      hours: 24,
      invitedBy: "Sam",
    });
    expect(admin.subject).toBe("Vous êtes l’administrateur de Acme sur Chorus");
    expect(admin.text).toContain("Sam a créé Acme sur Chorus");
    expect(admin.text).toContain("expire dans 24 heures");
    const registration = registrationMail.render(brand("fr"), { url: "https://acme.example/l", hours: 48 });
    expect(registration.subject).toBe("Confirmez votre e-mail pour rejoindre Acme");
    expect(registration.text).toContain("expire dans 48 heures");
    expect(registration.html).toContain("Confirmer et me connecter");
    expect(registrationMail.render(brand(), { url: "https://acme.example/l", hours: 48 }).subject).toBe(
      "Confirm your e-mail to join Acme",
    );
  });
});

describe("notification texts in the recipient's language", () => {
  it.each([
    [
      "en",
      "rewardRejected",
      "Your request for <strong>Mug &amp; pen</strong> was rejected: your 40 coins are back",
    ],
    [
      "fr",
      "rewardRejected",
      "Votre demande pour <strong>Mug &amp; pen</strong> a été refusée : vos 40 pièces vous ont été rendues",
    ],
    [
      "de",
      "postApproved",
      "Ihr Beitrag <strong>Mug &amp; pen</strong> wurde in <strong>News</strong> freigegeben",
    ],
    ["fi", "connectionExpired", "LinkedIn-yhteytesi on vanhentunut. Yhdistä LinkedIn-tilisi uudelleen."],
    ["pt_BR", "newPost", "New post: <strong>Mug &amp; pen</strong>"],
  ])("%s %s", (language, key, expected) => {
    const values = { title: "Mug & pen", coins: 40, channel: "News", network: "LinkedIn" };
    expect(notificationText(key, values)(language)).toBe(expected);
  });
});

describe("the account recovery list", () => {
  it.each([
    ["fr", "Vos comptes Chorus", "Là où vous avez un compte"],
    ["nl", "Je Chorus-accounts", "Waar je een account hebt"],
    [undefined, "Your Chorus accounts", "Where you have an account"],
  ])("in %s", (language, subject, heading) => {
    const accounts = [{ companyName: "Acme", subdomain: "acme", loginUrl: "https://acme.example/account" }];
    const mail = accountRecoveryMail.render(brand(language), { accounts });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(heading);
  });
});

describe("counts with each language's plural forms", () => {
  it.each([
    ["en", 1, "1 visitor"],
    ["en", 3, "3 visitors"],
    ["fr", 0, "0 visiteur"],
    ["fr", 2, "2 visiteurs"],
    ["fr", 1_000_000, "1000000 de visiteurs"],
    ["fi_FI", 1, "1 kävijä"],
    ["fi_FI", 5, "5 kävijää"],
    // Vietnamese has one form; Intl answers "other" for every count.
    ["vi", 1, "1 người truy cập"],
  ])("%s, %i", (language, count, expected) => {
    expect(countText(language, "visitor", count)).toBe(expected);
  });
});

describe("collaboration notifications", () => {
  it("say the spec's texts in English and the recipient's language otherwise, names escaped", () => {
    expect(notificationText("collaborationApproved")("en")).toBe(COLLABORATION_APPROVED_TOAST);
    expect(notificationText("collaborationDenied")("en")).toBe(COLLABORATION_DENIED_TOAST);
    expect(notificationText("collaborationDenied")("fr")).toBe("La demande de collaboration a été refusée");
    expect(notificationText("collaborationRequest", { name: "Jo <b>" })("de")).toBe(
      "Jo &lt;b&gt; möchte in Ihrem Namen posten.",
    );
  });
});
