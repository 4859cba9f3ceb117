import type { FlagCode } from '../../lib/picture-paths';
/**
 * Artwork drawn as SVG strings by the server, so the app works offline, ships no binary assets
 * and never calls an external image host. Pure functions: the routes only add HTTP headers.
 */

const FONT = 'Noto Sans, Noto Sans Myanmar, sans-serif';

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

// ---------------------------------------------------------------------------------------------
// Flags. Proportions and colours follow each country's official specification; emblems that
// need fine detail are left out, which is why only flags that are exact without them are here.
// ---------------------------------------------------------------------------------------------

interface Flag {
  w: number;
  h: number;
  body: string;
}

/** Equal (or weighted) bands, horizontal ('h') or vertical ('v'). */
function bands(dir: 'h' | 'v', w: number, h: number, colors: string[], weights?: number[]): Flag {
  const ws = weights ?? colors.map(() => 1);
  const total = ws.reduce((a, b) => a + b, 0);
  const side = dir === 'h' ? h : w;
  let at = 0;
  const body = colors
    .map((fill, i) => {
      const size = (side * (ws[i] ?? 1)) / total;
      const rect =
        dir === 'h'
          ? `<rect x="0" y="${at}" width="${w}" height="${size}" fill="${fill}"/>`
          : `<rect x="${at}" y="0" width="${size}" height="${h}" fill="${fill}"/>`;
      at += size;
      return rect;
    })
    .join('');
  return { w, h, body };
}

/** Nordic cross: vertical bar at x (width t) and a centred horizontal bar of the same width. */
function nordic(w: number, h: number, bg: string, cross: string, x: number, t: number): string {
  const y = (h - t) / 2;
  return `<rect width="${w}" height="${h}" fill="${bg}"/><rect x="${x}" y="0" width="${t}" height="${h}" fill="${cross}"/><rect x="0" y="${y}" width="${w}" height="${t}" fill="${cross}"/>`;
}

/** Regular five-pointed star, one point up; inner radius keeps the classic star proportions. */
function star(cx: number, cy: number, r: number, fill: string): string {
  const inner = r * 0.381966;
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** India's Ashoka Chakra: a navy wheel with 24 spokes. */
function chakra(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    const x = (cx + r * Math.cos(a)).toFixed(2);
    const y = (cy + r * Math.sin(a)).toFixed(2);
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}"/>`;
  });
  return `<g stroke="#000080" fill="none"><circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="3"/><g stroke-width="1.5">${spokes.join('')}</g></g><circle cx="${cx}" cy="${cy}" r="5" fill="#000080"/>`;
}

const FLAGS: Record<FlagCode, () => Flag> = {
  at: () => bands('h', 300, 200, ['#c8102e', '#ffffff', '#c8102e']),
  bd: () => ({
    w: 300,
    h: 180,
    // Red disc: radius 1/5 of the length, centred at 9/20 of the length (hoist-side offset).
    body: '<rect width="300" height="180" fill="#006a4e"/><circle cx="135" cy="90" r="60" fill="#f42a41"/>',
  }),
  be: () => bands('v', 300, 260, ['#000000', '#fdda24', '#ef3340']),
  bg: () => bands('h', 300, 180, ['#ffffff', '#00966e', '#d62612']),
  ch: () => ({
    w: 320,
    h: 320,
    // Swiss cross arms are 1/6 longer than they are wide (6 x 7 units on a 32-unit square).
    body: '<rect width="320" height="320" fill="#da291c"/><rect x="130" y="60" width="60" height="200" fill="#ffffff"/><rect x="60" y="130" width="200" height="60" fill="#ffffff"/>',
  }),
  co: () => bands('h', 300, 200, ['#fcd116', '#003893', '#ce1126'], [2, 1, 1]),
  de: () => bands('h', 300, 180, ['#000000', '#dd0000', '#ffce00']),
  dk: () => ({ w: 296, h: 224, body: nordic(296, 224, '#c8102e', '#ffffff', 96, 32) }),
  ee: () => bands('h', 330, 210, ['#0072ce', '#000000', '#ffffff']),
  fi: () => ({ w: 288, h: 176, body: nordic(288, 176, '#ffffff', '#002f6c', 80, 48) }),
  fr: () => bands('v', 300, 200, ['#0055a4', '#ffffff', '#ef4135']),
  hu: () => bands('h', 300, 150, ['#ce2939', '#ffffff', '#477050']),
  id: () => bands('h', 300, 200, ['#ff0000', '#ffffff']),
  ie: () => bands('v', 300, 150, ['#169b62', '#ffffff', '#ff883e']),
  in: () => {
    const flag = bands('h', 300, 200, ['#ff9933', '#ffffff', '#138808']);
    return { ...flag, body: flag.body + chakra(150, 100, 30) };
  },
  it: () => bands('v', 300, 200, ['#009246', '#ffffff', '#ce2b37']),
  jp: () => ({
    w: 300,
    h: 200,
    // Disc diameter is 3/5 of the flag's height.
    body: '<rect width="300" height="200" fill="#ffffff"/><circle cx="150" cy="100" r="60" fill="#bc002d"/>',
  }),
  lt: () => bands('h', 300, 180, ['#fdb913', '#006a44', '#c1272d']),
  mm: () => {
    const flag = bands('h', 300, 200, ['#fecb00', '#34b233', '#ea2839']);
    // The star's top point sits mid-yellow band and its lower points mid-red band.
    const r = 400 / 3 / (1 + Math.cos(Math.PI / 5));
    return { ...flag, body: flag.body + star(150, 200 / 6 + r, r, '#ffffff') };
  },
  ng: () => bands('v', 300, 150, ['#008751', '#ffffff', '#008751']),
  nl: () => bands('h', 300, 200, ['#ae1c28', '#ffffff', '#21468b']),
  no: () => ({
    w: 264,
    h: 192,
    // Blue cross on a white cross, widths 2 and 4 units on a 22 x 16 grid.
    body:
      nordic(264, 192, '#ba0c2f', '#ffffff', 72, 48) +
      `<rect x="84" y="0" width="24" height="192" fill="#00205b"/><rect x="0" y="84" width="264" height="24" fill="#00205b"/>`,
  }),
  pl: () => bands('h', 320, 200, ['#ffffff', '#dc143c']),
  ro: () => bands('v', 300, 200, ['#002b7f', '#fcd116', '#ce1126']),
  ru: () => bands('h', 300, 200, ['#ffffff', '#0039a6', '#d52b1e']),
  se: () => ({ w: 320, h: 200, body: nordic(320, 200, '#006aa7', '#fecc02', 100, 40) }),
  th: () =>
    bands('h', 300, 200, ['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1]),
  ua: () => bands('h', 300, 200, ['#0057b7', '#ffd700']),
  vn: () => {
    const flag = bands('h', 300, 200, ['#da251d']);
    return { ...flag, body: flag.body + star(150, 100, 60, '#ffff00') };
  },
};

export function renderFlag(code: string): string | null {
  const make = Object.hasOwn(FLAGS, code) ? FLAGS[code as FlagCode] : undefined;
  if (!make) return null;
  const { w, h, body } = make();
  // A faint outline keeps white flags (Japan, Poland, Finland) visible on white cards.
  const outline = `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" fill="none" stroke="#000000" stroke-opacity="0.15"/>`;
  return `${svgOpen(w, h)}${body}${outline}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Covers: generated so every topic, category, tournament and player has artwork from day one.
// ---------------------------------------------------------------------------------------------

type CoverKind = 'topic' | 'category' | 'tournament';

type Palette = readonly [string, string];

const DEFAULT_PALETTE: Palette = ['#6a11cb', '#2575fc'];
const PALETTES: readonly Palette[] = [
  DEFAULT_PALETTE,
  ['#f7971e', '#ff5858'],
  ['#11998e', '#38ef7d'],
  ['#ee0979', '#ff6a00'],
  ['#4568dc', '#b06ab3'],
  ['#0f2027', '#2c5364'],
  ['#e65c00', '#f9d423'],
  ['#1d976c', '#2f80ed'],
  ['#c31432', '#240b36'],
  ['#00b4db', '#0083b0'],
];

const SIZES: Record<CoverKind, { w: number; h: number }> = {
  topic: { w: 400, h: 300 },
  category: { w: 400, h: 300 },
  tournament: { w: 600, h: 300 },
};

/** FNV-1a: a tiny stable hash, so the same slug always gets the same colours and layout. */
function hashSlug(slug: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    h ^= slug.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A wordless trophy centred on (x, y): cup with handles, stem and base. */
const trophy = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="#ffffff" fill-opacity="0.85">` +
  `<path d="M-48 -70 H48 V-30 A48 48 0 0 1 -48 -30 Z"/>` +
  `<path d="M-48 -58 H-76 V-42 A30 30 0 0 0 -40 -8" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="10"/>` +
  `<path d="M48 -58 H76 V-42 A30 30 0 0 1 40 -8" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="10"/>` +
  `<rect x="-10" y="16" width="20" height="34"/>` +
  `<rect x="-44" y="50" width="88" height="18" rx="6"/></g>`;

/** A wordless quiz mark centred on (x, y): a speech bubble holding a question mark. */
const quizMark = (x: number, y: number, colour: string) =>
  `<g transform="translate(${x} ${y})">` +
  `<path d="M-70 -52 Q-70 -70 -52 -70 H52 Q70 -70 70 -52 V30 Q70 48 52 48 H-6 L-34 72 V48 H-52 Q-70 48 -70 30 Z" fill="#ffffff" fill-opacity="0.9"/>` +
  `<text x="0" y="-11" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="700" fill="${colour}">?</text></g>`;

/**
 * A cover: a gradient from the slug with decorations and an emblem, and no words. The app writes
 * a topic's, category's or tournament's name beside its picture in the reader's language; words
 * drawn into the picture would stay in one language (and need a Myanmar font inside an image).
 */
export function renderCover(kind: CoverKind, slug: string): string {
  const { w, h } = SIZES[kind];
  const hash = hashSlug(slug);
  const [from, to] = PALETTES[hash % PALETTES.length] ?? DEFAULT_PALETTE;
  const id = `g${hash.toString(36)}`;
  const gradient = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

  // Decorations are placed from different bits of the hash so covers differ, yet stay stable.
  const bit = (shift: number, range: number) => (hash >>> shift) % range;
  const circles = [
    `<circle cx="${w - 40 - bit(0, 60)}" cy="${30 + bit(4, 40)}" r="${60 + bit(8, 40)}" fill="#ffffff" fill-opacity="0.12"/>`,
    `<circle cx="${30 + bit(12, 80)}" cy="${h - 20 - bit(16, 30)}" r="${40 + bit(20, 30)}" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="${w / 2 + bit(24, 80) - 40}" cy="${20 + bit(2, 30)}" r="14" fill="#ffffff" fill-opacity="0.18"/>`,
  ];
  const wave = `<path d="M0 ${h * 0.78} Q ${w * 0.25} ${h * 0.66} ${w * 0.5} ${h * 0.78} T ${w} ${h * 0.76} V ${h} H 0 Z" fill="#ffffff" fill-opacity="0.1"/>`;
  const marks = [
    `<text x="${w * 0.1}" y="${h * 0.3}" font-family="${FONT}" font-size="${h * 0.22}" font-weight="700" fill="#ffffff" fill-opacity="0.14" transform="rotate(-14 ${w * 0.1} ${h * 0.3})">?</text>`,
    `<text x="${w * 0.82}" y="${h * 0.9}" font-family="${FONT}" font-size="${h * 0.3}" font-weight="700" fill="#ffffff" fill-opacity="0.12" transform="rotate(12 ${w * 0.82} ${h * 0.9})">?</text>`,
  ];
  const emblem = kind === 'tournament' ? trophy(w / 2, h / 2) : quizMark(w / 2, h / 2, from);
  return `${svgOpen(w, h)}${gradient}<rect width="${w}" height="${h}" fill="url(#${id})"/>${circles.join('')}${wave}${marks.join('')}${emblem}</svg>`;
}
