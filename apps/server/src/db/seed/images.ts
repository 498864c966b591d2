import type { ImageMetadata } from "../schema/index.ts";
import type { Random } from "./random.ts";
import type { ImageJob } from "./rows.ts";

/** The topics posts are about; each has its own colours and picture headlines. */
export const THEMES = [
  "company",
  "leadership",
  "product",
  "careers",
  "events",
  "sales",
  "engineering",
  "sustainability",
] as const;
export type Theme = (typeof THEMES)[number];

const PALETTES: Record<Theme, [string, string, string]> = {
  company: ["#0f2a4a", "#2f6fb0", "#ffd166"],
  leadership: ["#1b1b2f", "#4a4e69", "#e0b973"],
  product: ["#3a0ca3", "#4cc9f0", "#f72585"],
  careers: ["#ff7b54", "#ffb26b", "#2d3047"],
  events: ["#7b2cbf", "#ff5d8f", "#fff3b0"],
  sales: ["#064e3b", "#10b981", "#fde68a"],
  engineering: ["#111827", "#2563eb", "#22d3ee"],
  sustainability: ["#14532d", "#84cc16", "#fef9c3"],
};

const HEADLINES: Record<Theme, string[]> = {
  company: ["Town hall recap", "Our year so far", "One Acme", "New office opening", "Quarterly update"],
  leadership: ["Strategy 2027", "From the CEO", "Leadership offsite", "Listening tour", "Board update"],
  product: ["Orbit 4 is here", "Beacon release notes", "Meet Relay", "Atlas roadmap", "Nimbus beta"],
  careers: ["We are hiring", "Meet the team", "Graduate programme", "Refer a friend", "Life at Acme"],
  events: ["Acme Summit", "Customer day", "Hackathon week", "Webinar series", "Summer party"],
  sales: ["Record quarter", "New customer", "Deal of the month", "Partner win", "Field playbook"],
  engineering: ["Inside the platform", "Zero downtime", "Open source", "Tech talk", "Security first"],
  sustainability: ["Net zero 2030", "Green offices", "Volunteer day", "Less travel", "Circular packaging"],
};

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a headline into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function shapes(random: Random, width: number, height: number, accent: string): string {
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const r = random.int(Math.round(height / 10), Math.round(height / 2.5));
    const opacity = (random.int(8, 22) / 100).toFixed(2);
    out.push(
      random.chance(0.6)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`
        : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="${r / 6}" fill="${accent}" fill-opacity="${opacity}" transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`,
    );
  }
  return out.join("");
}

/** A poster-like picture: gradient, soft shapes, a kicker and a headline. */
function posterSvg(random: Random, theme: Theme, headline: string, width: number, height: number): string {
  const [from, to, accent] = PALETTES[theme];
  const size = Math.round(Math.min(width, height) / 9);
  const lines = wrap(headline, Math.max(10, Math.floor(width / (size * 0.62))));
  const top = height - size * 1.25 * lines.length - size;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${size}" y="${Math.round(top + i * size * 1.2)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes(random, width, height, accent)}
<rect x="${size}" y="${Math.round(top - size * 1.6)}" width="${size * 2}" height="${Math.round(size / 8)}" fill="${accent}"/>
<text x="${size}" y="${Math.round(top - size * 0.8)}" font-family="${FONT}" font-size="${Math.round(size / 2.6)}" letter-spacing="4" fill="${accent}">ACME · ${theme.toUpperCase()}</text>
${text}</svg>`;
}

/** A slide of a document: white page, a coloured title band and grey text lines. */
function pageSvg(
  random: Random,
  theme: Theme,
  title: string,
  page: number,
  width: number,
  height: number,
): string {
  const [from, , accent] = PALETTES[theme];
  const lines: string[] = [];
  let y = Math.round(height * 0.3);
  while (y < height * 0.88) {
    const w = random.int(Math.round(width * 0.4), Math.round(width * 0.8));
    lines.push(
      `<rect x="${Math.round(width * 0.1)}" y="${y}" width="${w}" height="14" rx="7" fill="#d6dbe3"/>`,
    );
    y += random.chance(0.2) ? 60 : 34;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#ffffff"/>
<rect width="100%" height="${Math.round(height * 0.2)}" fill="${from}"/>
<rect x="${Math.round(width * 0.1)}" y="${Math.round(height * 0.16)}" width="80" height="8" fill="${accent}"/>
<text x="${Math.round(width * 0.1)}" y="${Math.round(height * 0.12)}" font-family="${FONT}" font-size="${Math.round(width / 20)}" font-weight="bold" fill="#ffffff">${escapeXml(page === 1 ? title : `${title} · ${page}`)}</text>
${lines.join("")}
<text x="${width - 60}" y="${height - 30}" font-family="${FONT}" font-size="22" fill="#8a94a6">${page}</text></svg>`;
}

function avatarSvg(initials: string, color: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<rect width="100%" height="100%" fill="${color}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(size * 0.4)}" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}

export interface ImagePools {
  cover: Record<Theme, ImageMetadata[]>;
  square: Record<Theme, ImageMetadata[]>;
  portrait: ImageMetadata[];
  /** Page pictures of a few slide decks, by theme. */
  deck: Record<Theme, ImageMetadata[][]>;
}

const url = (fileName: string): string => `/images/${fileName}`;
const meta = (job: ImageJob): ImageMetadata => ({
  url: url(job.fileName),
  width: job.width,
  height: job.height,
  hasError: false,
});

/** Composes the demo's post pictures (JPEG) and returns them grouped for the post builder. */
export function buildImagePools(random: Random, jobs: ImageJob[]): ImagePools {
  const byTheme = <T>(make: () => T): Record<Theme, T> =>
    Object.fromEntries(THEMES.map((theme) => [theme, make()])) as Record<Theme, T>;
  const pools: ImagePools = {
    cover: byTheme(() => []),
    square: byTheme(() => []),
    portrait: [],
    deck: byTheme(() => []),
  };
  const add = (fileName: string, width: number, height: number, svg: string): ImageMetadata => {
    const job: ImageJob = { fileName, format: "jpeg", width, height, svg };
    jobs.push(job);
    return meta(job);
  };
  for (const theme of THEMES) {
    HEADLINES[theme].forEach((headline, i) => {
      pools.cover[theme].push(
        add(`demo-${theme}-cover-${i + 1}.jpg`, 1200, 675, posterSvg(random, theme, headline, 1200, 675)),
      );
      if (i < 2) {
        pools.square[theme].push(
          add(
            `demo-${theme}-square-${i + 1}.jpg`,
            1080,
            1080,
            posterSvg(random, theme, headline, 1080, 1080),
          ),
        );
      }
    });
    const portraitHeadline = HEADLINES[theme][2]!;
    pools.portrait.push(
      add(`demo-${theme}-portrait.jpg`, 1080, 1350, posterSvg(random, theme, portraitHeadline, 1080, 1350)),
    );
  }
  for (const theme of ["product", "sales", "company", "engineering", "sustainability"] as const) {
    const title = HEADLINES[theme][0]!;
    const pages: ImageMetadata[] = [];
    for (let page = 1; page <= 4; page++) {
      pages.push(
        add(`demo-${theme}-deck-p${page}.jpg`, 1200, 675, pageSvg(random, theme, title, page, 1200, 675)),
      );
    }
    pools.deck[theme].push(pages);
  }
  return pools;
}

const AVATAR_COLORS = [
  "#e76f51",
  "#2a9d8f",
  "#264653",
  "#8338ec",
  "#3a86ff",
  "#fb5607",
  "#06a77d",
  "#d62828",
];

/** A PNG avatar with the person's initials; returns its URL. */
export function avatarImage(
  jobs: ImageJob[],
  key: string,
  firstName: string,
  lastName: string,
  index: number,
): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  const fileName = `demo-avatar-${key}.png`;
  jobs.push({
    fileName,
    format: "png",
    width: 256,
    height: 256,
    svg: avatarSvg(initials, AVATAR_COLORS[index % AVATAR_COLORS.length]!, 256),
  });
  return url(fileName);
}
