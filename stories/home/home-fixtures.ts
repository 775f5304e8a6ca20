import type { ResponsiveImageType } from 'react-datocms';
import { readTodayHours } from '@/features/home/read-today-hours';
import { readMallHours } from '@/features/opening-hours/model/read-hours';

/** An offline stand-in for a CMS image: a soft gradient in the brand's tones, at the given size. */
export function sampleImage(width: number, height: number, from: string, to: string, alt = ''): ResponsiveImageType {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.22}" fill="#f8d57e" opacity=".55"/></svg>`;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return {
    src,
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

/** `site_settings`' hours fields as the CMS sends them; screens get them checked (read-today-hours, read-hours). */
export const rawMallHours = {
  mallHours: {
    mon: [{ open: '09:00', close: '23:00' }],
    tue: [{ open: '09:00', close: '23:00' }],
    wed: [{ open: '09:00', close: '23:00' }],
    thu: [{ open: '09:00', close: '23:00' }],
    fri: [{ open: '09:00', close: '23:00' }],
    sat: [{ open: '09:00', close: '23:00' }],
    sun: [{ open: '11:00', close: '21:00' }],
  },
  sectorHours: {
    stores: {
      mon: [{ open: '10:00', close: '22:00' }],
      tue: [{ open: '10:00', close: '22:00' }],
      wed: [{ open: '10:00', close: '22:00' }],
      thu: [{ open: '10:00', close: '22:00' }],
      fri: [{ open: '10:00', close: '22:00' }],
      sat: [{ open: '10:00', close: '22:00' }],
      sun: [{ open: '14:00', close: '20:00' }],
    },
    gastronomy: {
      mon: [{ open: '11:00', close: '23:00' }],
      tue: [{ open: '11:00', close: '23:00' }],
      wed: [{ open: '11:00', close: '23:00' }],
      thu: [{ open: '11:00', close: '23:00' }],
      fri: [{ open: '11:00', close: '23:00' }],
      sat: [{ open: '11:00', close: '23:00' }],
      sun: [{ open: '11:00', close: '22:00' }],
    },
    cinema: {
      mon: [{ open: '13:00', close: '23:30' }],
      tue: [{ open: '13:00', close: '23:30' }],
      wed: [{ open: '13:00', close: '23:30' }],
      thu: [{ open: '13:00', close: '23:30' }],
      fri: [{ open: '13:00', close: '01:00' }],
      sat: [{ open: '12:00', close: '01:00' }],
      sun: [{ open: '12:00', close: '23:00' }],
    },
    leisure: {
      mon: [{ open: '10:00', close: '22:00' }],
      tue: [{ open: '10:00', close: '22:00' }],
      wed: [{ open: '10:00', close: '22:00' }],
      thu: [{ open: '10:00', close: '22:00' }],
      fri: [{ open: '10:00', close: '22:00' }],
      sat: [{ open: '10:00', close: '22:00' }],
    },
  },
  holidays: [
    {
      date: '2026-11-20',
      name: { pt: 'Dia da Consciência Negra', en: 'Black Consciousness Day' },
      mall: [{ open: '11:00', close: '21:00' }],
      optional: true,
    },
    { date: '2026-12-25', name: { pt: 'Natal', en: 'Christmas' }, mall: 'closed' },
  ],
};

/** Wednesday 18 November 2026, 15:00 in Belo Horizonte */
export const STORY_NOW = '2026-11-18T18:00:00.000Z';

/** what the home's today panel gets from the server */
export const mallHours = readTodayHours(rawMallHours);
/** what the places' badges get from the server */
export const mallOpenHours = readMallHours(rawMallHours);
