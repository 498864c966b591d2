// @vitest-environment jsdom

import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeImages } from "../../../test/fixtures/posts.ts";
import { ImageMosaic } from "./ImageMosaic.tsx";

const renderMosaic = (count: number, size?: { width: number; height: number }, priority = false) => {
  const images = makeImages(count).map((image) => ({ ...image, ...size }));
  return render(
    <MantineProvider env="test">
      <ImageMosaic images={images} title="Team day" priority={priority} />
    </MantineProvider>,
  );
};

describe("ImageMosaic (core §2)", () => {
  it("shows one image contained, at its ratio, lazily", () => {
    const { container } = renderMosaic(1, { width: 1600, height: 900 });
    const figure = container.querySelector("figure");
    expect(figure).toHaveAttribute("data-layout", "single");
    expect(figure?.style.aspectRatio).toBe(String(1600 / 900));
    const image = screen.getByRole("img", { name: "Team day" });
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("fetches the first card's first image at once and first, the others lazily", () => {
    renderMosaic(3, undefined, true);
    const [first, ...rest] = within(screen.getByTestId("image-mosaic")).getAllByRole("img");
    expect(first).not.toHaveAttribute("loading");
    expect(first).toHaveAttribute("fetchpriority", "high");
    for (const image of rest) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).not.toHaveAttribute("fetchpriority");
    }
  });

  it("shows a portrait single image in a 1:1 box", () => {
    const { container } = renderMosaic(1, { width: 600, height: 1200 });
    expect(container.querySelector("figure")?.style.aspectRatio).toBe("1");
  });

  it("puts 2 images side by side", () => {
    renderMosaic(2);
    const mosaic = screen.getByTestId("image-mosaic");
    expect(mosaic).toHaveAttribute("data-layout", "pair");
    expect(within(mosaic).getAllByRole("img")).toHaveLength(2);
  });

  it("shows 3 as one wide and two below", () => {
    renderMosaic(3);
    const mosaic = screen.getByTestId("image-mosaic");
    expect(mosaic).toHaveAttribute("data-layout", "wideAndTwo");
    expect(within(mosaic).getAllByRole("img")).toHaveLength(3);
    expect(screen.queryByText(/^\+ /)).not.toBeInTheDocument();
  });

  it("shows 4 as one wide and three below, without an overlay", () => {
    renderMosaic(4);
    const mosaic = screen.getByTestId("image-mosaic");
    expect(mosaic).toHaveAttribute("data-layout", "wideAndThree");
    expect(within(mosaic).getAllByRole("img")).toHaveLength(4);
    expect(screen.queryByText(/^\+ /)).not.toBeInTheDocument();
  });

  it("shows 6 as four tiles, the third below carrying '+ 3'", () => {
    renderMosaic(6);
    const images = within(screen.getByTestId("image-mosaic")).getAllByRole("img");
    expect(images).toHaveLength(4);
    expect(images[0]).toHaveAccessibleName("Team day, image 1 of 6");
    const overlay = screen.getByText("+ 3");
    expect(images[3]?.closest("figure")).toContainElement(overlay);
    expect(screen.getByText("3 more images")).toBeInTheDocument();
  });

  it("shows '+ 2' with 5 images", () => {
    renderMosaic(5);
    expect(screen.getByText("+ 2")).toBeInTheDocument();
  });
});
