/**
 * SVG painters for the demo images. Each takes a seed name so the same input
 * always draws the same picture. Only DejaVu fonts are assumed (librsvg through
 * sharp renders text with the system's fontconfig).
 */
import { darken, inkOn, JACARANDA, lighten, luminance, mix } from './colors.ts';
import { createRng, type Rng } from './prng.ts';
import { escapeXml, monogram } from './text.ts';

const SERIF = 'DejaVu Serif, serif';
const SANS = 'DejaVu Sans, sans-serif';
const SANS_CONDENSED = 'DejaVu Sans Condensed, DejaVu Sans, sans-serif';

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const r1 = (n: number): number => Math.round(n * 10) / 10;

/** font size that fits `text` in `width` (rough average glyph width) */
function fit(text: string, width: number, max: number, ratio: number): number {
  return Math.min(max, Math.floor(width / Math.max(1, text.length * ratio)));
}

/** a cluster of jacaranda blossoms: small five-petal flowers in lilac tones */
function blossoms(
  rng: Rng,
  cx: number,
  cy: number,
  spread: number,
  count: number,
  colors: string[],
  size: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng.next() * Math.PI * 2;
    const d = Math.sqrt(rng.next()) * spread;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * 0.7;
    const s = size * (0.6 + rng.next() * 0.8);
    const c = rng.pick(colors);
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s)}" fill="${c}" opacity="${r1(0.45 + rng.next() * 0.5)}"/>`;
  }
  return out;
}

// ─── logos ──────────────────────────────────────────────────────────────────

export function paintLogo(name: string, color: string): string {
  const rng = createRng(`logo:${name}`);
  const ink = inkOn(color);
  const variant = rng.int(0, 2);
  const mono = escapeXml(monogram(name));
  const words = name.toUpperCase();
  const wordSize = fit(words, 250, 22, 0.72);
  const deep = darken(color, 0.25);
  const glow = lighten(color, 0.18);
  let mark = '';
  if (variant === 0)
    mark = `<circle cx="160" cy="138" r="74" fill="none" stroke="${ink}" stroke-width="2.5" opacity="0.9"/><circle cx="160" cy="138" r="66" fill="none" stroke="${ink}" stroke-width="1" opacity="0.5"/>`;
  if (variant === 1)
    mark = `<path d="M 96 212 V 120 A 64 64 0 0 1 224 120 V 212" fill="${deep}" opacity="0.55"/><path d="M 96 212 V 120 A 64 64 0 0 1 224 120 V 212" fill="none" stroke="${ink}" stroke-width="2"/>`;
  if (variant === 2)
    mark = `<line x1="70" y1="78" x2="250" y2="78" stroke="${ink}" stroke-width="1.5" opacity="0.7"/><line x1="70" y1="206" x2="250" y2="206" stroke="${ink}" stroke-width="1.5" opacity="0.7"/>`;
  const monoSize = variant === 1 ? (mono.length > 1 ? 60 : 76) : mono.length > 1 ? 78 : 96;
  const monoY = variant === 1 ? 176 : 166;
  return svg(
    320,
    320,
    `<defs><radialGradient id="g" cx="35%" cy="25%" r="90%"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
<rect width="320" height="320" fill="url(#g)"/>
<rect x="14" y="14" width="292" height="292" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="1.5"/>
${mark}
<text x="160" y="${monoY}" text-anchor="middle" font-family="${SERIF}" font-size="${monoSize}" font-weight="bold" fill="${ink}" letter-spacing="2">${mono}</text>
<text x="160" y="262" text-anchor="middle" font-family="${SANS}" font-size="${wordSize}" letter-spacing="3" fill="${ink}">${escapeXml(words)}</text>`,
  );
}

// ─── covers: a shopfront and interior, abstracted ───────────────────────────

export function paintCover(name: string, color: string): string {
  const rng = createRng(`cover:${name}`);
  const W = 960;
  const H = 640;
  const wall = mix(color, JACARANDA.cream, 0.78);
  const wallDeep = mix(color, JACARANDA.cream, 0.55);
  const floorTop = mix(color, '#d9cbb8', 0.7);
  const floorBottom = darken(mix(color, '#b9a58c', 0.6), 0.1);
  const accent = color;
  const ink = inkOn(darken(color, 0.15));
  // back wall with arched niches holding shelves
  const niches = rng.int(3, 4);
  const nicheW = 150;
  const gap = (W - 160 - niches * nicheW) / (niches - 1);
  let niche = '';
  for (let i = 0; i < niches; i++) {
    const x = 80 + i * (nicheW + gap);
    niche += `<path d="M ${r1(x)} 420 V 230 A ${nicheW / 2} ${nicheW / 2} 0 0 1 ${r1(x + nicheW)} 230 V 420 Z" fill="${wallDeep}"/>`;
    for (let s = 0; s < 3; s++) {
      const y = 280 + s * 48;
      niche += `<rect x="${r1(x + 12)}" y="${y}" width="${nicheW - 24}" height="5" fill="${darken(wallDeep, 0.25)}"/>`;
      let cx = x + 18;
      while (cx < x + nicheW - 30) {
        const w = rng.int(10, 26);
        const h = rng.int(14, 36);
        niche += `<rect x="${r1(cx)}" y="${y - h}" width="${w}" height="${h}" rx="2" fill="${rng.pick([accent, lighten(accent, 0.35), darken(accent, 0.2), '#f3ece2'])}" opacity="0.9"/>`;
        cx += w + rng.int(3, 9);
      }
    }
  }
  // pendant lights
  let lights = '';
  const lampCount = rng.int(3, 5);
  for (let i = 0; i < lampCount; i++) {
    const x = 140 + (i * (W - 280)) / Math.max(1, lampCount - 1);
    const drop = rng.int(80, 150);
    lights += `<line x1="${r1(x)}" y1="70" x2="${r1(x)}" y2="${drop}" stroke="${darken(wall, 0.5)}" stroke-width="1.5"/><circle cx="${r1(x)}" cy="${drop + 14}" r="40" fill="#fff6d8" opacity="0.35"/><path d="M ${r1(x - 16)} ${drop + 16} A 16 16 0 0 1 ${r1(x + 16)} ${drop + 16} Z" fill="${darken(accent, 0.1)}"/>`;
  }
  // display plinths on the floor
  let plinths = '';
  const plinthCount = rng.int(2, 3);
  for (let i = 0; i < plinthCount; i++) {
    const x = 180 + i * 260 + rng.int(-30, 30);
    const w = rng.int(110, 170);
    const h = rng.int(60, 110);
    plinths += `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="${lighten(accent, 0.55)}"/><rect x="${x}" y="${560 - h}" width="${w}" height="8" fill="${lighten(accent, 0.75)}"/><rect x="${x + w}" y="${560 - h + 8}" width="14" height="${h - 8}" fill="${darken(lighten(accent, 0.55), 0.18)}"/>`;
    plinths += `<ellipse cx="${x + w / 2}" cy="${560 - h - 16}" rx="${w / 4}" ry="16" fill="${rng.pick([accent, darken(accent, 0.2), '#f6efe6'])}"/>`;
  }
  // a potted plant for life
  const plantX = rng.chance(0.5) ? 60 : 860;
  const plant = `<rect x="${plantX - 26}" y="520" width="52" height="60" rx="6" fill="${darken(wallDeep, 0.35)}"/>${blossoms(rng, plantX, 470, 60, 26, ['#3c7a55', '#2f6b4f', '#4f8f63'], 16)}${blossoms(rng, plantX, 450, 40, 10, [JACARANDA.lilac, JACARANDA.blossom], 6)}`;
  const sign = name.toUpperCase();
  const signSize = fit(sign, 560, 34, 0.78);
  return svg(
    W,
    H,
    `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.2)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
${niche}
<path d="M 0 420 H ${W} V ${H} H 0 Z" fill="url(#floor)"/>
${Array.from({ length: 9 }, (_, i) => `<line x1="${480 + (i - 4) * 60}" y1="420" x2="${480 + (i - 4) * 260}" y2="${H}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`).join('')}
${plinths}
${plant}
<rect x="0" y="0" width="${W}" height="70" fill="${darken(color, 0.15)}"/>
<text x="${W / 2}" y="47" text-anchor="middle" font-family="${SANS}" font-size="${signSize}" letter-spacing="8" fill="${ink}">${escapeXml(sign)}</text>
${lights}
<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
  );
}

// ─── movie posters ─────────────────────────────────────────────────────────

const RATING_COLORS: Record<string, string> = {
  L: '#0f9d58',
  '10': '#1e88e5',
  '12': '#f9a825',
  '14': '#ef6c00',
  '16': '#d32f2f',
  '18': '#111111',
};

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

export interface PosterInput {
  title: string;
  director: string;
  rating: string;
  tagline: string;
  palette: [string, string];
  motif: 'sun' | 'mountains' | 'waves' | 'rings' | 'stars' | 'door' | 'leaf' | 'city';
}

function motif(rng: Rng, kind: PosterInput['motif'], bg: string, accent: string): string {
  const soft = mix(accent, bg, 0.5);
  switch (kind) {
    case 'sun':
      return `<circle cx="300" cy="300" r="170" fill="${accent}"/>${Array.from({ length: 18 }, (_, i) => {
        const a = (i / 18) * Math.PI * 2;
        return `<line x1="${r1(300 + Math.cos(a) * 190)}" y1="${r1(300 + Math.sin(a) * 190)}" x2="${r1(300 + Math.cos(a) * 250)}" y2="${r1(300 + Math.sin(a) * 250)}" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
      }).join('')}<path d="M 0 520 Q 150 470 300 520 T 600 520 V 900 H 0 Z" fill="${darken(bg, 0.3)}"/>`;
    case 'mountains':
      return `<circle cx="420" cy="200" r="60" fill="${lighten(accent, 0.4)}"/><path d="M 0 560 L 140 330 L 230 440 L 340 250 L 470 420 L 600 300 V 900 H 0 Z" fill="${soft}"/><path d="M 0 640 L 120 480 L 260 600 L 400 430 L 600 620 V 900 H 0 Z" fill="${darken(bg, 0.35)}"/><path d="M 340 250 L 300 316 L 330 300 L 352 322 L 372 290 Z" fill="${lighten(accent, 0.6)}"/>`;
    case 'waves':
      return (
        Array.from(
          { length: 7 },
          (_, i) =>
            `<path d="M 0 ${330 + i * 45} Q 75 ${300 + i * 45} 150 ${330 + i * 45} T 300 ${330 + i * 45} T 450 ${330 + i * 45} T 600 ${330 + i * 45}" fill="none" stroke="${mix(accent, bg, i / 8)}" stroke-width="10"/>`,
        ).join('') + `<circle cx="300" cy="200" r="80" fill="${accent}" opacity="0.85"/>`
      );
    case 'rings':
      return `<circle cx="250" cy="320" r="140" fill="none" stroke="${accent}" stroke-width="14"/><circle cx="350" cy="320" r="140" fill="none" stroke="${lighten(accent, 0.4)}" stroke-width="14" opacity="0.85"/>${blossoms(rng, 300, 520, 220, 40, [accent, lighten(accent, 0.5)], 4)}`;
    case 'stars':
      return `${Array.from({ length: 120 }, () => `<circle cx="${r1(rng.next() * 600)}" cy="${r1(rng.next() * 620)}" r="${r1(0.6 + rng.next() * 1.8)}" fill="#fff" opacity="${r1(0.3 + rng.next() * 0.7)}"/>`).join('')}<circle cx="300" cy="290" r="46" fill="#fff"/><circle cx="300" cy="290" r="120" fill="${accent}" opacity="0.25"/><circle cx="300" cy="290" r="200" fill="${accent}" opacity="0.12"/><path d="M 0 620 Q 300 540 600 620 V 900 H 0 Z" fill="${darken(bg, 0.5)}"/>`;
    case 'door':
      return `<rect x="200" y="170" width="200" height="360" fill="${darken(bg, 0.5)}" stroke="${accent}" stroke-width="3"/><rect x="214" y="184" width="172" height="346" fill="${accent}" opacity="0.18"/><path d="M 214 530 L 120 700 H 480 L 386 530 Z" fill="${accent}" opacity="0.12"/><text x="300" y="240" text-anchor="middle" font-family="${SERIF}" font-size="44" fill="${accent}">18</text><circle cx="366" cy="360" r="7" fill="${accent}"/>`;
    case 'leaf':
      return `<circle cx="300" cy="330" r="210" fill="${lighten(bg, 0.12)}"/>${blossoms(rng, 300, 300, 200, 90, [accent, lighten(accent, 0.3), JACARANDA.lilac], 12)}<path d="M 250 390 C 280 330 340 320 380 290 C 360 340 320 380 250 390 Z" fill="${lighten(accent, 0.2)}"/><path d="M 300 330 Q 330 300 360 306" stroke="#fff" stroke-width="3" fill="none"/>`;
    case 'city':
      return `<circle cx="430" cy="190" r="70" fill="${accent}" opacity="0.9"/>${Array.from({ length: 9 }, (_, i) => {
        const x = i * 70 - 10;
        const h = 120 + rng.int(0, 160);
        return `<path d="M ${x} 600 V ${600 - h} L ${x + 35} ${600 - h - 30} L ${x + 70} ${600 - h} V 600 Z" fill="${mix(darken(bg, 0.3), accent, 0.15 + (i % 3) * 0.08)}"/>`;
      }).join(
        '',
      )}<path d="M 260 330 V 250 L 300 210 L 340 250 V 330 Z" fill="${darken(bg, 0.45)}"/><path d="M 292 210 V 180 M 282 192 H 302" stroke="${accent}" stroke-width="4"/>`;
  }
}

export function paintPoster(p: PosterInput): string {
  const rng = createRng(`poster:${p.title}`);
  const [bg, accent] = p.palette;
  const titleLines = wrap(p.title.toUpperCase(), 14);
  const size = Math.min(58, Math.floor(520 / Math.max(...titleLines.map((l) => l.length)) / 0.8));
  const ink = luminance(bg) > 0.45 ? '#111' : '#fff';
  const titleY = 900 - 150 - (titleLines.length - 1) * size * 1.05;
  const rating = RATING_COLORS[p.rating] ?? '#555';
  return svg(
    600,
    900,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(bg, 0.08)}"/><stop offset="1" stop-color="${darken(bg, 0.45)}"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="${darken(bg, 0.6)}" stop-opacity="0"/><stop offset="1" stop-color="${darken(bg, 0.7)}" stop-opacity="0.95"/></linearGradient></defs>
<rect width="600" height="900" fill="url(#bg)"/>
${motif(rng, p.motif, bg, accent)}
<rect width="600" height="900" fill="url(#fade)"/>
<text x="300" y="70" text-anchor="middle" font-family="${SANS}" font-size="15" letter-spacing="5" fill="${ink}" opacity="0.85">UM FILME DE ${escapeXml(p.director.toUpperCase())}</text>
${titleLines.map((line, i) => `<text x="300" y="${r1(titleY + i * size * 1.05)}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${size}" fill="${ink}">${escapeXml(line)}</text>`).join('')}
<text x="300" y="808" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="18" fill="${ink}" opacity="0.85">${escapeXml(p.tagline)}</text>
<line x1="160" y1="835" x2="440" y2="835" stroke="${ink}" stroke-opacity="0.4"/>
<text x="300" y="862" text-anchor="middle" font-family="${SANS_CONDENSED}" font-size="12" letter-spacing="3" fill="${ink}" opacity="0.7">EM CARTAZ NO CINE JACARANDÁ</text>
<rect x="26" y="822" width="52" height="52" rx="8" fill="${rating}" stroke="#fff" stroke-width="2"/>
<text x="52" y="${p.rating === 'L' ? 859 : 857}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="${p.rating === 'L' ? 30 : 24}" fill="#fff">${p.rating}</text>`,
  );
}

// ─── scenes: article covers, heroes, institute and page covers ─────────────

export type SceneKind = 'grove' | 'atrium' | 'table' | 'abstract' | 'plan' | 'card' | 'screen';

/**
 * A calm illustrated scene in the jacaranda palette tinted by `palette`:
 * a grove of flowering trees, the atrium under its skylight, a laid table,
 * or a composition of arcs.
 */
export function paintScene(seed: string, w: number, h: number, palette: [string, string], kind: SceneKind): string {
  const rng = createRng(`scene:${seed}`);
  const [base, accent] = palette;
  const sky1 = lighten(mix(base, JACARANDA.lilac, 0.35), 0.55);
  const sky2 = lighten(mix(base, accent, 0.3), 0.25);
  const sx = w / 1200;
  const sy = h / 675;
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="35%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  const g = (inner: string) => `<g transform="scale(${r1(sx * 1000) / 1000} ${r1(sy * 1000) / 1000})">${inner}</g>`;
  if (kind === 'grove') {
    let scene = `<circle cx="${rng.int(200, 1000)}" cy="150" r="70" fill="${lighten(accent, 0.5)}" opacity="0.8"/>`;
    scene += `<path d="M 0 470 Q 300 410 600 460 T 1200 440 V 675 H 0 Z" fill="${mix(JACARANDA.leaf, base, 0.25)}" opacity="0.55"/>`;
    for (let i = 0; i < 5; i++) {
      const x = 120 + i * 240 + rng.int(-40, 40);
      const top = rng.int(210, 300);
      scene += `<path d="M ${x} 560 C ${x - 6} ${top + 120} ${x + 10} ${top + 60} ${x - 30} ${top + 20} M ${x} ${top + 110} C ${x + 20} ${top + 70} ${x + 40} ${top + 50} ${x + 60} ${top + 30}" stroke="${darken(base, 0.55)}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
      scene += blossoms(
        rng,
        x + 10,
        top,
        130,
        150,
        [JACARANDA.lilac, JACARANDA.blossom, JACARANDA.purple, lighten(accent, 0.3)],
        10,
      );
    }
    scene += `<path d="M 0 560 Q 600 520 1200 560 V 675 H 0 Z" fill="${darken(mix(JACARANDA.leaf, base, 0.2), 0.2)}"/>`;
    scene += blossoms(rng, 600, 610, 600, 120, [JACARANDA.lilac, JACARANDA.blossom], 4);
    body += g(scene);
  } else if (kind === 'atrium') {
    let scene = `<rect x="0" y="0" width="1200" height="675" fill="${lighten(base, 0.82)}"/>`;
    scene += `<path d="M 300 0 H 900 L 820 180 H 380 Z" fill="${lighten(accent, 0.6)}" opacity="0.7"/>`;
    for (let i = 0; i < 7; i++)
      scene += `<line x1="${300 + i * 100}" y1="0" x2="${380 + i * 73}" y2="180" stroke="${darken(base, 0.3)}" stroke-width="2" opacity="0.5"/>`;
    for (let f = 0; f < 3; f++) {
      const y = 230 + f * 140;
      scene += `<rect x="0" y="${y}" width="1200" height="14" fill="${darken(lighten(base, 0.6), 0.15)}"/>`;
      for (let k = 0; k < 8; k++)
        scene += `<rect x="${20 + k * 150}" y="${y - 100}" width="120" height="92" fill="${k % 3 === 0 ? lighten(accent, 0.35) : lighten(base, 0.55)}" opacity="0.85"/>`;
    }
    scene += `<path d="M 520 675 L 600 250 L 680 675 Z" fill="${darken(base, 0.25)}" opacity="0.35"/>`;
    scene += blossoms(rng, 600, 260, 260, 260, [JACARANDA.lilac, JACARANDA.blossom, JACARANDA.purple, '#fff2c4'], 9);
    scene += `<rect x="0" y="600" width="1200" height="75" fill="${darken(lighten(base, 0.5), 0.2)}"/>`;
    body += g(scene);
  } else if (kind === 'table') {
    let scene = `<rect x="0" y="360" width="1200" height="315" fill="${mix(accent, '#6d4c41', 0.55)}"/>`;
    for (let i = 0; i < 5; i++) {
      const x = 150 + i * 230;
      const y = 470 + (i % 2) * 40;
      scene += `<ellipse cx="${x}" cy="${y}" rx="95" ry="42" fill="#f4efe8"/><ellipse cx="${x}" cy="${y - 4}" rx="66" ry="28" fill="${rng.pick([accent, darken(accent, 0.2), '#c0792b', '#7aa05a'])}"/>`;
      scene += blossoms(rng, x, y - 8, 40, 12, ['#f2e6c9', '#7aa05a', '#c44536'], 5);
    }
    scene += `<rect x="0" y="340" width="1200" height="24" fill="${darken(accent, 0.3)}"/>`;
    scene += blossoms(rng, 600, 150, 560, 160, [JACARANDA.lilac, JACARANDA.blossom, lighten(accent, 0.4)], 8);
    body += g(scene);
  } else if (kind === 'plan') {
    let scene = `<rect width="1200" height="675" fill="#f6f2ea"/>`;
    for (let x = 0; x < 1200; x += 40)
      scene += `<line x1="${x}" y1="0" x2="${x}" y2="675" stroke="#d8d0c2" stroke-width="1"/>`;
    for (let y = 0; y < 675; y += 40)
      scene += `<line x1="0" y1="${y}" x2="1200" y2="${y}" stroke="#d8d0c2" stroke-width="1"/>`;
    scene += `<rect x="140" y="140" width="560" height="380" rx="18" fill="${lighten(base, 0.7)}" stroke="${darken(base, 0.2)}" stroke-width="4"/><rect x="740" y="200" width="320" height="260" rx="18" fill="${lighten(accent, 0.55)}" stroke="${darken(accent, 0.2)}" stroke-width="4" stroke-dasharray="14 8"/>`;
    scene += `<circle cx="420" cy="330" r="80" fill="none" stroke="${darken(base, 0.2)}" stroke-width="3"/>`;
    scene += blossoms(rng, 900, 330, 120, 70, ['#5b8f5b', '#3c7a55'], 10);
    body += g(scene);
  } else if (kind === 'card') {
    let scene = `<rect width="1200" height="675" fill="${lighten(base, 0.8)}"/>`;
    scene += `<rect x="330" y="150" width="540" height="340" rx="28" fill="${JACARANDA.purple}" transform="rotate(-6 600 320)"/><rect x="360" y="175" width="540" height="340" rx="28" fill="${mix(JACARANDA.purple, accent, 0.4)}" transform="rotate(3 630 345)"/>`;
    scene += blossoms(rng, 740, 300, 90, 60, ['#fff', JACARANDA.lilac], 9);
    scene += `<text x="420" y="460" font-family="${SERIF}" font-size="40" fill="#fff" transform="rotate(3 630 345)">Jacarandá</text>`;
    body += g(scene);
  } else if (kind === 'screen') {
    let scene = `<rect width="1200" height="675" fill="${darken(base, 0.6)}"/>`;
    scene += `<path d="M 180 80 H 1020 L 980 360 H 220 Z" fill="${lighten(accent, 0.3)}" opacity="0.9"/><path d="M 180 80 H 1020 L 980 360 H 220 Z" fill="url(#glow)"/>`;
    for (let row = 0; row < 5; row++) {
      const y = 430 + row * 50;
      for (let k = 0; k < 14 + row; k++) {
        const x = 600 + (k - (14 + row) / 2) * (70 + row * 4);
        scene += `<path d="M ${r1(x)} ${y} h 52 v 34 h -52 Z" rx="8" fill="${mix(darken(base, 0.4), accent, 0.25)}"/>`;
      }
    }
    body += g(scene);
  } else {
    let scene = '';
    for (let i = 0; i < 6; i++) {
      const cx = rng.int(0, 1200);
      const cy = rng.int(0, 675);
      scene += `<circle cx="${cx}" cy="${cy}" r="${rng.int(120, 320)}" fill="${rng.pick([base, accent, JACARANDA.lilac, lighten(base, 0.4)])}" opacity="${r1(0.18 + rng.next() * 0.3)}"/>`;
    }
    for (let i = 0; i < 4; i++)
      scene += `<path d="M ${rng.int(-100, 400)} 675 A ${rng.int(300, 600)} ${rng.int(300, 600)} 0 0 1 ${rng.int(700, 1300)} 675" fill="none" stroke="${rng.pick([accent, darken(base, 0.2), '#fff'])}" stroke-width="${rng.int(6, 22)}" opacity="0.55"/>`;
    scene += blossoms(
      rng,
      rng.int(300, 900),
      rng.int(180, 420),
      280,
      110,
      [JACARANDA.lilac, JACARANDA.blossom, lighten(accent, 0.35)],
      9,
    );
    body += g(scene);
  }
  body += `<rect width="${w}" height="${h}" fill="url(#glow)" opacity="0.6"/>`;
  return svg(w, h, defs + body);
}
