import type { Plugin } from "vite";

/**
 * A Mantine component's class map (`@mantine/core/esm/components/Button/Button.module.mjs`, or
 * `esm/utils/InlineInput/…` for the checkbox's and radio's shared layout) and the name of the
 * stylesheet Mantine ships for it (`@mantine/core/styles/Button.layer.css`).
 */
const CLASS_MAP =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])+([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet a module of Mantine needs, or undefined when it is not a component's class map. */
export function componentStylesheet(id: string): string | undefined {
  const name = CLASS_MAP.exec(id.split("?")[0] ?? "")?.[1];
  return name ? `@mantine/core/styles/${name}.layer.css` : undefined;
}

/**
 * Mantine's stylesheet split by component (issue 15, a lean first load). `@mantine/core/styles.css`
 * is every component's CSS, 257 KB in the feed's first stylesheet, parsed before the first paint
 * (~40 ms on this machine, ×4 on an emulated phone) and paid again, in part, by each later style
 * change. Instead each component's class map imports the component's own stylesheet, so Vite puts
 * that CSS in the chunk that uses the component: the feed's page carries its ~20 components, an
 * admin screen brings its tables and tabs with its code.
 *
 * The sheets are Mantine's `.layer.css` versions (`@layer mantine`): sheets now arrive in the order
 * their chunks load, and the layer keeps every Mantine rule beneath the app's own CSS whatever that
 * order is, as the single stylesheet imported first did.
 *
 * In development Vite serves Mantine pre-bundled (its modules are not transformed one by one), so
 * the page gets the whole layered stylesheet instead.
 */
export function mantineStylesPerComponent(): Plugin[] {
  return [
    {
      name: "chorus:mantine-styles-per-component",
      apply: "build",
      transform(code, id) {
        const stylesheet = componentStylesheet(id);
        if (!stylesheet) return null;
        return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
      },
    },
    {
      name: "chorus:mantine-styles-whole-in-development",
      apply: "serve",
      transformIndexHtml: () => [
        {
          tag: "script",
          attrs: { type: "module" },
          children: 'import "@mantine/core/styles.layer.css";',
          injectTo: "head",
        },
      ],
    },
  ];
}
