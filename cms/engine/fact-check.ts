/**
 * Facts that one record owns and other records repeat in their text (ADR 0066): the parking's counts belong to
 * the directions page (`parking_facilities`), the levels to the floor records (and the car-park levels the map
 * names), the counts of shops and places to eat to those records themselves. A text that writes another number,
 * or names a level nobody owns, contradicts the owner: this finds those sentences, so an editor who changes the
 * owner learns which texts still say the old thing.
 */

/** A content file as stored: its model is the folder it lives in. */
export interface FactRecord {
  id: string;
  model: string;
  published?: { fields?: Record<string, unknown> } | null;
  draft?: { fields?: Record<string, unknown> } | null;
}

export interface FactContradiction {
  record: string;
  locale: string;
  fact: 'parkingSpaces' | 'evChargers' | 'levelCount' | 'levelName' | 'shopCount' | 'restaurantCount';
  /** what the text says */
  found: string;
  /** what the owning record says */
  expected: string;
  text: string;
}

const LOCALES = ['pt', 'en'] as const;
type Locale = (typeof LOCALES)[number];

const WORD_NUMBERS: Record<string, number> = {
  dois: 2,
  duas: 2,
  two: 2,
  três: 3,
  three: 3,
  quatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
};

/** "2.350", "2,350", "2350", "três" → 2350 / 3 */
function toNumber(text: string): number {
  const word = WORD_NUMBERS[text.toLowerCase()];
  return word ?? Number(text.replace(/[.,](?=\d{3}\b)/g, ''));
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)`;
const NUMBER_OR_WORD = String.raw`(\d+|${Object.keys(WORD_NUMBERS).join('|')})`;
// "mais de 80 lojas", "over 100 shops": a bound, not a count
const BOUND = String.raw`(?:mais de|menos de|até|cerca de|over|more than|less than|up to|about)\s+$`;

const versionsOf = (r: FactRecord) =>
  [r.published?.fields, r.draft?.fields].filter((f): f is Record<string, unknown> => !!f);

/**
 * The text of a value in one locale: localized values are `{ pt, en }` objects, structured text is a tree whose
 * paragraphs' spans are joined (a bold "**1.850**" is a span of its own), plain strings are taken as they are.
 */
function textsIn(value: unknown, locale: Locale, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => textsIn(v, locale, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (LOCALES.some((l) => l in o) && Object.keys(o).every((k) => (LOCALES as readonly string[]).includes(k))) {
      textsIn(o[locale], locale, out);
    } else if (Array.isArray(o.children) && o.children.every((c) => isInline(c))) {
      out.push(inlineText(o.children));
    } else for (const [key, v] of Object.entries(o)) if (key !== 'slug' && key !== 'id') textsIn(v, locale, out);
  }
  return out;
}

const isInline = (node: unknown) =>
  !!node &&
  typeof node === 'object' &&
  ['span', 'link', 'itemLink', 'inlineItem'].includes(String((node as { type?: unknown }).type));

function inlineText(nodes: unknown[]): string {
  return nodes
    .map((n) => {
      const o = n as { value?: unknown; children?: unknown[] };
      return typeof o.value === 'string' ? o.value : Array.isArray(o.children) ? inlineText(o.children) : '';
    })
    .join('');
}

/** Markdown emphasis is not part of the words. */
const plain = (text: string) => text.replace(/[*_]/g, '');

interface Owners {
  spots: Set<number>;
  evChargers: number | null;
  levelCount: number;
  /** every name or code a level is known by, lower case: "jardim", "garden", "l1", "g1" */
  levelNames: Set<string>;
  shops: number;
  restaurants: number;
}

function ownersOf(records: readonly FactRecord[]): Owners {
  const published = records.filter((r) => r.published?.fields);
  const directions = published.find((r) => r.model === 'directions_page')?.published?.fields;
  const facilities = (directions?.parking_facilities ?? {}) as Record<string, unknown>;
  const spots = new Set(
    Object.entries(facilities)
      .filter(([key, v]) => key.endsWith('spots') && typeof v === 'number')
      .map(([, v]) => v as number),
  );
  const floors = published.filter((r) => r.model === 'floor').map((r) => r.published!.fields!);
  const levelNames = new Set<string>();
  for (const floor of floors) {
    if (typeof floor.code === 'string') levelNames.add(floor.code.toLowerCase());
    for (const locale of LOCALES) {
      const name = (floor.name as Record<string, string> | undefined)?.[locale];
      // "Piso Jardim" → "jardim", "Garden Level" → "garden"
      if (name) levelNames.add(name.replace(/^piso\s+|\s+level$/i, '').toLowerCase());
    }
    // the car-park levels the map names ("Estacionamento G1")
    for (const text of textsIn((floor.plan as { amenities?: unknown } | undefined)?.amenities, 'pt'))
      for (const match of text.matchAll(/\b(G\d)\b/g)) levelNames.add(match[1]!.toLowerCase());
  }
  const count = (model: string) => published.filter((r) => r.model === model).length;
  return {
    spots,
    evChargers: typeof facilities.ev_chargers === 'number' ? facilities.ev_chargers : null,
    levelCount: floors.length,
    levelNames,
    shops: count('store'),
    restaurants: count('restaurant'),
  };
}

/**
 * Where a count of shops or restaurants is the mall's: not in a news article ("the festival brings 12 restaurants
 * together"), the masterplan (what is to come) or a place's own page.
 */
const countsTheMall = (r: FactRecord) => !['article', 'masterplan_page', 'store', 'restaurant'].includes(r.model);

const PARKING_WORDS = /estacionamento|car park|parking/i;

/** Each sentence of a text, so a number is judged by the words around it. */
const sentencesOf = (text: string) => plain(text).split(/(?<=[.!?;])\s+|\n+/);

export function findFactContradictions(records: readonly FactRecord[]): FactContradiction[] {
  const owners = ownersOf(records);
  const found: FactContradiction[] = [];
  for (const record of records) {
    if (record.model === 'floor') continue;
    for (const fields of versionsOf(record)) {
      for (const locale of LOCALES) {
        const texts = textsIn(fields, locale);
        const aboutParking = texts.some((t) => PARKING_WORDS.test(t));
        const report = (fact: FactContradiction['fact'], what: string, expected: string, text: string) => {
          if (!found.some((f) => f.record === record.id && f.locale === locale && f.fact === fact && f.found === what))
            found.push({ record: record.id, locale, fact, found: what, expected, text });
        };
        for (const sentence of texts.flatMap(sentencesOf)) {
          const counts = (pattern: string) =>
            [...sentence.matchAll(new RegExp(pattern, 'gi'))].filter(
              (m) => !new RegExp(BOUND, 'i').test(sentence.slice(0, m.index)),
            );
          if (aboutParking && record.model !== 'directions_page' && owners.spots.size > 0) {
            for (const m of counts(String.raw`${NUMBER}\s+(?:vagas|(?:covered |parking )?spaces)\b`)) {
              if (!owners.spots.has(toNumber(m[1]!)))
                report('parkingSpaces', m[1]!, [...owners.spots].join(' / '), sentence);
            }
          }
          if (owners.evChargers !== null) {
            for (const m of counts(String.raw`${NUMBER}\s+(?:pontos de recarga|(?:EV )?charging points)`)) {
              if (toNumber(m[1]!) !== owners.evChargers)
                report('evChargers', m[1]!, String(owners.evChargers), sentence);
            }
          }
          if (owners.levelCount > 0) {
            for (const m of counts(String.raw`\b${NUMBER_OR_WORD}\s+(?:pisos|levels)\b`)) {
              if (toNumber(m[1]!) !== owners.levelCount)
                report('levelCount', m[1]!, String(owners.levelCount), sentence);
            }
            const names = [
              ...sentence.matchAll(/\b[Pp]isos? ([A-ZÀ-Ý][\p{L}\d]*)/gu),
              ...sentence.matchAll(/\blevels? (G\d|L\d)\b/g),
              ...sentence.matchAll(/\b([A-ZÀ-Ý][\p{L}]*) Level\b/gu),
            ].map((m) => m[1]!);
            for (const name of names)
              if (!owners.levelNames.has(name.toLowerCase()))
                report('levelName', name, [...owners.levelNames].join(', '), sentence);
          }
          if (owners.shops > 0 && countsTheMall(record)) {
            for (const m of counts(String.raw`\b${NUMBER}\s+(?:lojas|shops|stores)\b`)) {
              if (toNumber(m[1]!) !== owners.shops) report('shopCount', m[1]!, String(owners.shops), sentence);
            }
          }
          if (owners.restaurants > 0 && countsTheMall(record)) {
            for (const m of counts(
              String.raw`\b${NUMBER}\s+(?:restaurantes|restaurants|operações de gastronomia|places to eat)\b`,
            )) {
              if (toNumber(m[1]!) !== owners.restaurants)
                report('restaurantCount', m[1]!, String(owners.restaurants), sentence);
            }
          }
        }
      }
    }
  }
  return found;
}
