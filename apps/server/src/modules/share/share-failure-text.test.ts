import { afterEach, describe, expect, it } from "vitest";
import { MAIL_TEXTS } from "../../platform/mail/index.ts";
import type { DeliveryOutcome } from "./share-delivery.ts";
import { shareFailedText, shareFailedTitle } from "./share-failure-text.ts";

type Failure = Extract<DeliveryOutcome, { ok: false }>;

/** A stand-in French text for some keys, to see the recipient's language chosen (restored after). */
const french = MAIL_TEXTS.fr?.notificationText as Record<string, unknown>;
const saved = { ...french };
afterEach(() => {
  for (const key of Object.keys(french)) if (!(key in saved)) delete french[key];
  Object.assign(french, saved);
});

describe("the share_failed notification text", () => {
  const table: [string | null, string, Failure, string][] = [
    [
      "Our new office",
      "linkedin",
      { ok: false, kind: "final", message: "The post was deleted", cause: "post_deleted" },
      "Your share of <strong>Our new office</strong> to LinkedIn failed: the post was deleted",
    ],
    [
      null,
      "linkedin",
      { ok: false, kind: "reconnect", message: "Please reconnect your LinkedIn account." },
      "Your share of <strong>a post</strong> to LinkedIn failed: please reconnect your LinkedIn account",
    ],
    [
      "A & B",
      "twitter",
      { ok: false, kind: "retriable", message: "X answered 500: down" },
      "Your share of <strong>A &amp; B</strong> to Twitter failed: Twitter could not be reached after several tries (X answered 500: down)",
    ],
    [
      "Launch",
      "linkedin",
      { ok: false, kind: "final", message: "LinkedIn answered 422: duplicate" },
      "Your share of <strong>Launch</strong> to LinkedIn failed: LinkedIn refused it (LinkedIn answered 422: duplicate)",
    ],
  ];
  it.each(table)("%s on %s", (title, media, failure, expected) => {
    expect(shareFailedText(title, media, failure)("en")).toBe(expected);
  });

  it("'a post' and the reason come in the recipient's language", () => {
    french.postFallback = "une publication";
    french.shareFailed = "Votre partage de <strong>{{title}}</strong> sur {{network}} a échoué : {{reason}}";
    french.shareFailedReasons = { postDeleted: "la publication a été supprimée" };
    const failure: Failure = {
      ok: false,
      kind: "final",
      message: "The post was deleted",
      cause: "post_deleted",
    };
    expect(shareFailedText(null, "linkedin", failure)("fr")).toBe(
      "Votre partage de <strong>une publication</strong> sur LinkedIn a échoué : la publication a été supprimée",
    );
    expect(shareFailedTitle(null)("fr")).toBe("une publication");
    expect(shareFailedTitle(null)("en")).toBe("a post");
    expect(shareFailedTitle("Launch")("fr")).toBe("Launch");
  });
});
