// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { boundIndex, Slideshow } from "./Slideshow.tsx";

describe("Slideshow (core §2)", () => {
  it("bounds the index to 0…last", () => {
    expect(boundIndex(-1, 3)).toBe(0);
    expect(boundIndex(5, 3)).toBe(2);
    expect(boundIndex(1, 3)).toBe(1);
    expect(boundIndex(0, 0)).toBe(0);
  });

  it("pages with previous and next, shows 'n / total' and the document title on the first image", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <Slideshow
          images={["/a.jpg", "/b.jpg", "/c.jpg"]}
          label="Annual report"
          documentTitle="Report 2026"
        />
      </MantineProvider>,
    );
    const previous = screen.getByRole("button", { name: "Previous image" });
    const next = screen.getByRole("button", { name: "Next image" });
    expect(screen.getByTestId("slideshow-counter")).toHaveTextContent("1 / 3");
    expect(screen.getByText("Report 2026")).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByTestId("slideshow-counter")).toHaveTextContent("2 / 3");
    expect(screen.queryByText("Report 2026")).not.toBeInTheDocument();
    await user.click(next);
    expect(screen.getByTestId("slideshow-counter")).toHaveTextContent("3 / 3");
    expect(next).toBeDisabled();
    expect(screen.getByRole("img")).toHaveAttribute("src", "/c.jpg");
    await user.click(previous);
    expect(screen.getByTestId("slideshow-counter")).toHaveTextContent("2 / 3");
  });
});
