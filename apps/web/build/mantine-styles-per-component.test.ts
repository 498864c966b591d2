import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { componentStylesheet } from "./mantine-styles-per-component.ts";

describe("componentStylesheet", () => {
  it.each([
    ["/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs", "Button"],
    ["/app/node_modules/@mantine/core/esm/components/Combobox/Combobox.module.mjs", "Combobox"],
    [
      "/app/node_modules/@mantine/core/esm/components/Checkbox/CheckboxIndicator/CheckboxIndicator.module.mjs",
      "CheckboxIndicator",
    ],
    ["C:\\app\\node_modules\\@mantine\\core\\esm\\components\\Input\\Input.module.mjs", "Input"],
    ["/app/node_modules/@mantine/core/esm/components/Menu/Menu.module.mjs?v=1a2b", "Menu"],
    ["/app/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs", "InlineInput"],
  ])("a component's class map %s imports styles/%s.layer.css", (id, name) => {
    expect(componentStylesheet(id)).toBe(`@mantine/core/styles/${name}.layer.css`);
  });

  it.each([
    "/app/node_modules/@mantine/core/esm/components/Button/Button.mjs",
    "/app/node_modules/@mantine/notifications/esm/Notifications.module.mjs",
    "/app/src/features/post/components/PostCard.module.css",
    "/app/node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs",
  ])("leaves %s alone", (id) => {
    expect(componentStylesheet(id)).toBeUndefined();
  });
});

describe("the installed @mantine/core", () => {
  const core = dirname(fileURLToPath(import.meta.resolve("@mantine/core/styles.css")));
  const classMaps = readdirSync(join(core, "esm"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".module.mjs"))
    .map((file) => join(core, "esm", file));
  const stylesheets = readdirSync(join(core, "styles")).filter((file) => file.endsWith(".layer.css"));
  const BASE = ["baseline.layer.css", "default-css-variables.layer.css", "global.layer.css"];

  it("has a stylesheet for every component's class map", () => {
    expect(classMaps.length).toBeGreaterThan(90);
    for (const classMap of classMaps) {
      const stylesheet = componentStylesheet(classMap);
      expect(stylesheet, classMap).toBeDefined();
      expect(stylesheets, classMap).toContain(stylesheet?.split("/").pop());
    }
  });

  it("has no component stylesheet that no class map brings (it would be missing from the build)", () => {
    const brought = new Set(classMaps.map((classMap) => componentStylesheet(classMap)?.split("/").pop()));
    expect(stylesheets.filter((file) => !brought.has(file) && !BASE.includes(file))).toEqual([]);
  });
});
