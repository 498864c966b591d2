import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { ICON_PAGE_DEFAULT, type ShortcutIconPage } from "@chorus/shared/shortcut/shortcut.contract";

/**
 * The shortcuts' icon set: Tabler's outline icons (@tabler/icons, MIT, the set the web's
 * @tabler/icons-react draws from). Each icon is kept as inline SVG built here from the set's path
 * data, so the only SVG a shortcut ever carries is ours (a client names an icon, never sends SVG).
 */
type IconNode = [string, Record<string, string>];

const ALLOWED_TAGS = new Set(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);
const ALLOWED_ATTRIBUTES =
  /^(d|cx|cy|r|rx|ry|x|y|x1|x2|y1|y2|width|height|points|transform|fill|stroke|stroke-width)$/;
const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function svgOf(nodes: readonly IconNode[]): string {
  const children = nodes
    .filter(([tag]) => ALLOWED_TAGS.has(tag))
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => ALLOWED_ATTRIBUTES.test(name))
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</svg>`;
}

interface IconSet {
  /** Sorted names. */
  names: string[];
  nodes: Map<string, readonly IconNode[]>;
}

let loaded: IconSet | undefined;

/** Read once, on the first call (about 2 MB of JSON). */
function iconSet(): IconSet {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  // The package exports only its SVG files; its root holds the path data of every icon.
  const root = join(dirname(require.resolve("@tabler/icons/outline/home.svg")), "..", "..");
  const data = JSON.parse(readFileSync(join(root, "tabler-nodes-outline.json"), "utf8")) as Record<
    string,
    IconNode[]
  >;
  const nodes = new Map(Object.entries(data));
  loaded = { names: [...nodes.keys()].sort(), nodes };
  return loaded;
}

/** An icon's inline SVG, or null when the set has no such icon. */
export function inlineIconOf(name: string): string | null {
  const nodes = iconSet().nodes.get(name);
  return nodes ? svgOf(nodes) : null;
}

/** Icons whose name starts with the prefix, in name order, from nextIcon on, `limit` at a time. */
export function searchIcons(prefix = "", limit = ICON_PAGE_DEFAULT, nextIcon?: string): ShortcutIconPage {
  const { names } = iconSet();
  const matching = prefix ? names.filter((name) => name.startsWith(prefix)) : names;
  let start = 0;
  if (nextIcon) {
    // The first name at or after nextIcon: a page boundary holds even if the set changed between calls.
    start = matching.findIndex((name) => name >= nextIcon);
    if (start < 0) start = matching.length;
  }
  const page = matching.slice(start, start + limit);
  return {
    iconList: page.map((name) => ({ name, inlineIcon: inlineIconOf(name) ?? "" })),
    nextIcon: matching[start + limit] ?? null,
    total: matching.length,
  };
}
