/** Contact details invented per place, deterministic from the place's slug. */
import { createRng } from './prng.ts';

const digits = (rng: ReturnType<typeof createRng>, n: number): string =>
  Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

export interface Contacts {
  phone: string;
  whatsapp: string;
  website: string;
  instagram: string;
}

export function contactsFor(slug: string): Contacts {
  const rng = createRng(`contacts:${slug}`);
  const compact = slug.replace(/-/g, '');
  return {
    phone: `(31) 3${digits(rng, 3)}-${digits(rng, 4)}`,
    whatsapp: `55319${rng.int(8, 9)}${digits(rng, 7)}`,
    website: rng.chance(0.5) ? `https://www.${compact}.example` : `https://${compact}.example.com.br`,
    instagram: rng.chance(0.6) ? compact : `${compact}.bh`,
  };
}

export const FLOOR_NAMES = {
  L1: { pt: 'Piso Jardim', en: 'Garden Level' },
  L2: { pt: 'Piso Ipê', en: 'Ipê Level' },
  L3: { pt: 'Piso Jacarandá', en: 'Jacarandá Level' },
} as const;

export type FloorCode = keyof typeof FLOOR_NAMES;
export const floorId = (code: FloorCode | 'G1' | 'G2'): string => `floor-${code.toLowerCase()}`;
