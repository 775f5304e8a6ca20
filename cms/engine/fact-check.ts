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
  fact:
    | 'parkingSpaces'
    | 'evChargers'
    | 'levelCount'
    | 'levelName'
    | 'shopCount'
    | 'restaurantCount'
    /** a text names a place (a bike rack, EV chargers, a desk) that no floor of the map shows (ADR 0077) */
    | 'missingFromMap';
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
  /** the mall's levels: floors with shops on them, not the car park's (ADR 0077) */
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
    levelCount: floors.filter((floor) => !holdsNoShops(floor)).length,
    levelNames,
    shops: count('store'),
    restaurants: count('restaurant'),
  };
}

/** A floor whose plan has no units (a car-park level) is no level of the mall's shops (ADR 0077). */
function holdsNoShops(floor: Record<string, unknown>): boolean {
  const units = (floor.plan as { units?: unknown } | undefined)?.units;
  return Array.isArray(units) && units.length === 0;
}

interface MapContents {
  amenityKinds: Set<string>;
  areaKinds: Set<string>;
  /** the EV bays drawn: each a closed shape of an `ev_bays` area */
  evBays: number;
  /** the ids of the services that sit in a unit of a floor */
  servicesInUnits: Set<string>;
  floorIds: string[];
  /** the floors that draw areas (the car park's levels): an EV-bay count that is off is theirs to fix */
  areaFloorIds: string[];
}

function mapContentsOf(records: readonly FactRecord[]): MapContents {
  const amenityKinds = new Set<string>();
  const areaKinds = new Set<string>();
  let evBays = 0;
  const floors = records.filter((r) => r.model === 'floor' && r.published?.fields);
  const areaFloorIds: string[] = [];
  for (const floor of floors) {
    const plan = floor.published!.fields!.plan as
      { amenities?: { kind?: unknown }[]; areas?: { kind?: unknown; d?: unknown }[] } | undefined;
    for (const a of plan?.amenities ?? []) amenityKinds.add(String(a.kind));
    if ((plan?.areas?.length ?? 0) > 0) areaFloorIds.push(floor.id);
    for (const a of plan?.areas ?? []) {
      areaKinds.add(String(a.kind));
      if (a.kind === 'ev_bays' && typeof a.d === 'string') evBays += (a.d.match(/z/gi) ?? []).length;
    }
  }
  const servicesInUnits = new Set(
    records
      .filter((r) => r.model === 'service' && r.published?.fields?.unit && r.published.fields.floor)
      .map((r) => r.id),
  );
  return { amenityKinds, areaKinds, evBays, servicesInUnits, floorIds: floors.map((f) => f.id), areaFloorIds };
}

/**
 * Places the other pages name, and how the map shows each: an amenity's pictogram, an area of the car park, or a
 * service's unit. A text that names one of them while the map has none is reported (issue 22: "every place named
 * on other pages is on the map").
 */
const NAMED_PLACES: { words: RegExp; onMap: (map: MapContents) => boolean; what: string }[] = [
  {
    words: /\b(?:bicicletário|bike racks?)\b/i,
    onMap: (m) => m.servicesInUnits.has('service-bicicletario') || m.amenityKinds.has('bike_rack'),
    what: 'a bike rack',
  },
  {
    words: /pontos de recarga|EV charging points|carros elétricos|electric cars/i,
    onMap: (m) => m.amenityKinds.has('ev_charger'),
    what: 'an EV charger',
  },
  { words: /balcão de informações|information desk/i, onMap: (m) => m.amenityKinds.has('info'), what: 'an info desk' },
  {
    words: /central de atendimento do estacionamento|car park help desk/i,
    onMap: (m) => m.amenityKinds.has('info'),
    what: 'the car park help desk',
  },
  { words: /fraldário|family room/i, onMap: (m) => m.amenityKinds.has('family_room'), what: 'a family room' },
  { words: /espaço pet|pet area/i, onMap: (m) => m.amenityKinds.has('pet_area'), what: 'the pet area' },
  { words: /caixas eletrônicos|\bATMs?\b/i, onMap: (m) => m.amenityKinds.has('atm'), what: 'ATMs' },
  {
    words: /\btotens\b|(?:pay|payment) kiosks|at the kiosks/i,
    onMap: (m) => m.amenityKinds.has('pay_station'),
    what: 'the car park pay kiosks',
  },
  {
    words: /vagas preferenciais|priority (?:parking|spaces)/i,
    onMap: (m) => m.areaKinds.has('priority_bays'),
    what: 'priority parking spaces',
  },
];

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
  const map = mapContentsOf(records);
  const found: FactContradiction[] = [];
  // the map draws the EV bays the directions page counts (only once the map draws any car park at all)
  if (owners.evChargers !== null && map.areaKinds.size > 0 && map.evBays !== owners.evChargers)
    found.push({
      record: map.areaFloorIds.join(', '),
      locale: 'pt',
      fact: 'evChargers',
      found: String(map.evBays),
      expected: String(owners.evChargers),
      text: 'EV bays drawn on the car-park levels',
    });
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
          // with no floors at all there is no map to miss anything; news articles may name what is gone or to come
          if (map.floorIds.length > 0 && record.model !== 'article') {
            for (const place of NAMED_PLACES)
              if (place.words.test(sentence) && !place.onMap(map))
                report('missingFromMap', sentence.match(place.words)![0], place.what, sentence);
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
