// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer } from "../../../test/fake-server.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { APP_STORE_URL, GOOGLE_PLAY_URL } from "../store-links.ts";
import { AppsScreen } from "./AppsScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const promoSourceOf = () =>
  screen.getByRole("heading", { level: 1 }).closest("[data-promo-source]")?.getAttribute("data-promo-source");

describe("/apps", () => {
  it("offers both stores in a new tab and a QR code on desktop", () => {
    installFakeServer();
    renderUi(<AppsScreen />, { path: "/apps" });
    expect(
      screen.getByRole("heading", { level: 1, name: "Stay informed, wherever you are" }),
    ).toBeInTheDocument();
    const appStore = screen.getByRole("link", { name: "Download on the App Store" });
    const googlePlay = screen.getByRole("link", { name: "Get it on Google Play" });
    expect(appStore).toHaveAttribute("href", APP_STORE_URL);
    expect(googlePlay).toHaveAttribute("href", GOOGLE_PLAY_URL);
    for (const link of [appStore, googlePlay]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByTitle("QR code to open Chorus on your phone")).toBeInTheDocument();
    expect(screen.getByText("Scan with your phone's camera")).toBeInTheDocument();
  });

  it("carries promoSource, viral by default", () => {
    installFakeServer();
    const first = renderUi(<AppsScreen />, { path: "/apps" });
    expect(promoSourceOf()).toBe("viral");
    first.unmount();
    renderUi(<AppsScreen />, { path: "/apps?promoSource=newsletter" });
    expect(promoSourceOf()).toBe("newsletter");
  });

  it("shows no QR code on a phone, where there is nothing to scan", () => {
    installFakeServer();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    );
    renderUi(<AppsScreen />, { path: "/apps" });
    expect(screen.getByRole("link", { name: "Get it on Google Play" })).toBeInTheDocument();
    expect(screen.queryByTitle("QR code to open Chorus on your phone")).not.toBeInTheDocument();
  });
});
