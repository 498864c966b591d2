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

  it("touches no attribute that already says the language: each write restyles the whole page", async () => {
    document.documentElement.lang = "en";
    document.body.innerHTML = '<div id="root" lang="en"><p>Published</p></div>';
    const written: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        written.push(`${(record.target as Element).tagName} ${record.attributeName}`);
    });
    observer.observe(document.documentElement, { attributes: true, subtree: true });
    await applyUiLanguage("en");
    await Promise.resolve();
    observer.disconnect();
    expect(written).toEqual([]);
    expect(document.documentElement.lang).toBe("en");
    expect(document.getElementById("root")?.lang).toBe("en");
  });
});
