import type { OfferSummary } from '@/features/offers/model/offer-summary';

/** Friday 20 November 2026, 14:00 in the mall (the demo content's "today") */
export const STORY_AT = '2026-11-20T17:00:00Z';
/** the same Friday at 21:30: the sushi offer ends at 22:00 */
export const STORY_EVENING = '2026-11-21T00:30:00Z';

const place = (slug: string, name: string, floorName: string, kind: 'store' | 'restaurant' = 'store') => ({
  id: `${kind}-${slug}`,
  kind,
  slug,
  name,
  nameSlug: slug,
  floorCode: 'L2',
  floorName,
  floorLevel: 2,
});

export const BIT_GAMER_OFFER: OfferSummary = {
  id: 'offer-black-friday-bit-gamer',
  slug: 'black-friday-bit-gamer',
  title: 'Black Friday gamer',
  startsAt: '2026-11-18T10:00:00-03:00',
  endsAt: '2026-11-27T22:00:00-03:00',
  couponCode: 'BITBF40',
  image: null,
  categories: [{ slug: 'tecnologia', name: 'Tecnologia' }],
  places: [place('bit-gamer', 'Bit Gamer', 'Piso Jacarandá')],
};

export const SUSHI_TONIGHT: OfferSummary = {
  id: 'offer-rodizio-sexta-sushi-kaze',
  slug: 'rodizio-sexta-sushi-kaze',
  title: 'Rodízio de sexta com 20% off',
  startsAt: '2026-11-20T11:00:00-03:00',
  endsAt: '2026-11-20T22:00:00-03:00',
  couponCode: null,
  image: null,
  categories: [{ slug: 'japonesa', name: 'Japonesa' }],
  places: [place('sushi-kaze', 'Sushi Kazê', 'Piso Jacarandá', 'restaurant')],
};

export const TWO_STORES: OfferSummary = {
  id: 'offer-mesa-posta-natal',
  slug: 'mesa-posta-natal',
  title: 'Mesa de Natal: 20% off em louças',
  startsAt: '2026-11-23T10:00:00-03:00',
  endsAt: '2026-12-20T22:00:00-03:00',
  couponCode: null,
  image: null,
  categories: [{ slug: 'casa', name: 'Casa e decoração' }],
  places: [
    place('casa-aroeira', 'Casa Aroeira', 'Piso Ipê'),
    place('mesa-posta-mineira', 'Mesa Posta Mineira', 'Piso Ipê'),
  ],
};
