// @vitest-environment jsdom

import { afterEach, describe, expect, it } from "vitest";
import { applyUiLanguage } from "./i18n.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the page's language", () => {
  it("is the UI language's, on <html>; the server's mark on the root element goes", async () => {
    // A page whose first screen the server drew in French, its head sent before that was known.
    document.documentElement.lang = "en";
    document.body.innerHTML = '<div id="root" lang="fr"><p>Publiés</p></div>';
    await applyUiLanguage("en");
    expect(document.documentElement.lang).toBe("en");
    expect(document.getElementById("root")?.hasAttribute("lang")).toBe(false);
  });
});
