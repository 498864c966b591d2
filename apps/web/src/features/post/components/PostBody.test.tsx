// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { htmlSanitizer } from "../../../lib/sanitize.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { PostBody } from "./PostBody.tsx";

// One test file, one module registry: DOMPurify has not been loaded when this file starts.
describe("PostBody", () => {
  it("shows an HTML body's words at once, then the sanitised rich text once DOMPurify has arrived", async () => {
    expect(htmlSanitizer.current()).toBeNull();
    renderUi(
      <PostBody
        htmlBody='<p>Hello <strong>world</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script>'
        body=""
        clamp
      />,
    );
    const before = screen.getByTestId("post-body");
    expect(before.querySelector("strong, img, script")).toBeNull();
    expect(before.textContent).toBe("Hello world");
    expect(before.style.getPropertyValue("--text-line-clamp")).toBe("3");

    await waitFor(() => expect(screen.getByTestId("post-body").querySelector("strong")).not.toBeNull());
    const after = screen.getByTestId("post-body");
    expect(after).toHaveTextContent("Hello world");
    expect(after.innerHTML).not.toContain("onerror");
    expect(after.innerHTML).not.toContain("<script");
    expect(after.style.getPropertyValue("--text-line-clamp")).toBe("3");
    expect(htmlSanitizer.current()).not.toBeNull();
  });

  it("writes a plain body as text, a line break per newline, markup shown as typed", () => {
    renderUi(<PostBody htmlBody="" body={"<b>Doors</b> open\nat nine"} clamp={false} />);
    const body = screen.getByTestId("post-body");
    expect(body.innerHTML).toBe("&lt;b&gt;Doors&lt;/b&gt; open<br>at nine");
    expect(body).not.toHaveAttribute("data-line-clamp");
  });

  it("shows nothing for an empty body", () => {
    const { container } = renderUi(<PostBody htmlBody="  " body=" " clamp />);
    expect(container.querySelector('[data-testid="post-body"]')).toBeNull();
  });
});
