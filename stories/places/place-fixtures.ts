import type { ResponsiveImageType } from 'react-datocms';
import type { MallHoursInput } from '@/features/opening-hours/model/open-status';
import type { PlaceSummary } from '@/features/places/model/place-summary';
import { slugifyName } from '@/lib/url/slugify-name';

/** Wednesday 18 November 2026, 15:00 in Belo Horizonte */
export const STORY_AT = '2026-11-18T18:00:00.000Z';
/** the same day, 21:59:30: the badge turns to "closed" half a minute in */
export const STORY_ALMOST_CLOSING = '2026-11-19T00:59:30.000Z';

const range = (open: string, close: string) => [{ open, close }];
const week = (
  weekdays: { open: string; close: string }[],
  sat: { open: string; close: string }[],
  sun: { open: string; close: string }[],
) => ({
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat,
  sun,
});

export const storyMall: MallHoursInput = {
  sectorHours: {
    stores: week(range('10:00', '22:00'), range('10:00', '22:00'), range('14:00', '20:00')),
    gastronomy: week(range('11:00', '23:00'), range('11:00', '00:00'), range('11:00', '22:00')),
    cinema: {},
    leisure: {},
  },
  holidays: [
    {
      date: '2026-11-20',
      name: { pt: 'Dia da Consciência Negra', en: 'Black Consciousness Day' },
      mall: range('12:00', '20:00'),
      optional: true,
    },
    {
      date: '2026-12-25',
      name: { pt: 'Natal', en: 'Christmas Day' },
      mall: 'closed',
      sectors: { gastronomy: range('12:00', '22:00') },
    },
  ],
};

/** An offline logo: the place's initials on a coloured plate. */
export function storyLogo(name: string, from: string, to: string): ResponsiveImageType {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" rx="18" fill="url(#g)"/><text x="80" y="95" font-family="Georgia, serif" font-size="52" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return {
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    width: 160,
    height: 160,
    aspectRatio: 1,
    alt: `Logotipo de ${name}`,
    title: null,
    base64: null,
    bgColor: from,
    sizes: '80px',
    srcSet: null,
  };
}

/** A photo-like image for galleries. */
export function storyPhoto(width: number, height: number, from: string, to: string, alt: string): ResponsiveImageType {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.22}" fill="#f8d57e" opacity=".55"/></svg>`;
  return {
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    width,
    height,
    aspectRatio: width / height,
    alt,
    title: null,
    base64: null,
    bgColor: from,
    sizes: '100vw',
    srcSet: null,
  };
}

function place(
  kind: 'store' | 'restaurant',
  name: string,
  category: [string, string],
  floor: [string, string, number],
  unit: string,
  hours: Partial<PlaceSummary['hours']>,
  colors: [string, string],
  extra: Partial<PlaceSummary> = {},
): PlaceSummary {
  const slug = slugifyName(name);
  return {
    kind,
    id: `${kind}-${slug}`,
    slug,
    name,
    nameSlug: slug,
    featured: false,
    tags: [],
    categorySlug: category[0],
    categoryName: category[1],
    floorCode: floor[0],
    floorName: floor[1],
    floorLevel: floor[2],
    unit,
    logo: storyLogo(name, colors[0], colors[1]),
    priceRange: null,
    hours: {
      sector: kind === 'store' ? 'stores' : 'gastronomy',
      hoursSource: 'sector',
      openingHours: null,
      opensOnOptionalHolidays: true,
      ...hours,
    },
    ...extra,
  };
}

const JARDIM: [string, string, number] = ['L1', 'Piso Jardim', 1];
const IPE: [string, string, number] = ['L2', 'Piso Ipê', 2];
const JACARANDA: [string, string, number] = ['L3', 'Piso Jacarandá', 3];

export const STORY_PLACES: PlaceSummary[] = [
  place('store', 'Casa Aroeira', ['casa', 'Casa e decoração'], JARDIM, 'L1-104', {}, ['#7a4b2a', '#b0764a'], {
    featured: true,
  }),
  place('store', 'Alma Boho', ['moda-feminina', 'Moda feminina'], IPE, 'L2-225', {}, ['#8a8a2a', '#b8b04a']),
  place('store', 'Véu de Noiva Ateliê', ['moda-feminina', 'Moda feminina'], IPE, 'L2-230', { hoursSource: 'none' }, [
    '#b07a8a',
    '#d8a8b8',
  ]),
  place(
    'store',
    'Drone Alto',
    ['tecnologia', 'Tecnologia'],
    JACARANDA,
    'L3-343',
    { hoursSource: 'own', openingHours: { mon: [{ open: '25:99', close: 'x' }] } },
    ['#d0651a', '#f08a3a'],
  ),
  place(
    'store',
    'Banco Horizonte',
    ['servicos', 'Serviços'],
    JARDIM,
    'L1-128',
    { hoursSource: 'own', openingHours: week(range('10:00', '16:00'), [], []) },
    ['#1d3a6a', '#3a5a9a'],
  ),
  place(
    'restaurant',
    'Boteco Pé de Ipê',
    ['bar', 'Bar e boteco'],
    JACARANDA,
    'L3-306',
    {
      hoursSource: 'own',
      openingHours: {
        tue: range('17:00', '00:00'),
        wed: range('17:00', '00:00'),
        thu: range('18:00', '02:00'),
        fri: range('18:00', '02:00'),
        sat: [
          { open: '12:00', close: '16:00' },
          { open: '18:00', close: '02:00' },
        ],
        sun: range('12:00', '18:00'),
      },
    },
    ['#c08a1a', '#e0aa3a'],
    { priceRange: 2 },
  ),
];

export const [CASA_AROEIRA, ALMA_BOHO, VEU_DE_NOIVA, DRONE_ALTO, , BOTECO] = STORY_PLACES as [
  PlaceSummary,
  PlaceSummary,
  PlaceSummary,
  PlaceSummary,
  PlaceSummary,
  PlaceSummary,
];
