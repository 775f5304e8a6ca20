import { describe, expect, it } from 'vitest';
import type { OfferSummary } from './offer-summary';
import { packOffers, unpackOffers } from './offer-index';

const image = (name: string, width = 480) => ({
  src: `https://www.datocms-assets.com/1/${name}.jpg?auto=format&fit=crop&h=270&w=${width}`,
  width,
  height: 270,
  sizes: '(min-width: 48rem) 20rem, 100vw',
  srcSet: 'long, long, long',
  alt: null,
});
const place = (slug: string) => ({
  id: `store-${slug}`,
  kind: 'store' as const,
  slug,
  name: slug.toUpperCase(),
  nameSlug: slug,
  floorCode: 'L2',
  floorName: 'Piso 2',
  floorLevel: 2,
});
const offer = (id: string, extra: Partial<OfferSummary> = {}): OfferSummary => ({
  id,
  slug: id,
  title: `Oferta ${id}`,
  startsAt: '2026-11-18T10:00:00-03:00',
  endsAt: '2026-11-27T22:00:00-03:00',
  couponCode: null,
  image: image(id),
  categories: [{ slug: 'moda', name: 'Moda' }],
  places: [place('alma')],
  ...extra,
});

describe('the offers list’s packed index', () => {
  const offers = [
    offer('a'),
    offer('b', { couponCode: 'B10', places: [place('alma'), place('bit')], categories: [] }),
    offer('c', { image: null }),
    offer('d', { image: image('d', 960), endsAt: '2026-11-27T22:00:30Z' }),
  ];
  const packed = packOffers(offers);

  it('gives back what a card and the filters read', () => {
    const back = unpackOffers(packed);
    expect(back.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(back[1]).toMatchObject({
      slug: 'b',
      title: 'Oferta b',
      couponCode: 'B10',
      startsAt: '2026-11-18T10:00:00-03:00',
      endsAt: '2026-11-27T22:00:00-03:00',
      categories: [],
      places: [
        { slug: 'alma', name: 'ALMA', floorCode: 'L2', floorName: 'Piso 2', floorLevel: 2 },
        { slug: 'bit', name: 'BIT', floorCode: 'L2', floorName: 'Piso 2', floorLevel: 2 },
      ],
    });
    expect(back[0]?.categories).toEqual([{ slug: 'moda', name: 'Moda' }]);
    const src = image('a').src;
    expect(back[0]?.image).toEqual({
      src,
      width: 480,
      height: 270,
      sizes: '(min-width: 48rem) 20rem, 100vw',
      // three of the CDN's densities: half, one and two times the card's picture
      srcSet: `${src}&dpr=0.5 240w,${src} 480w,${src}&dpr=2 960w`,
    });
    expect(back[2]?.image).toBeNull();
    expect(back[3]?.image).toMatchObject({ src: image('d', 960).src, width: 960 });
    expect(back[3]?.endsAt).toBe('2026-11-27T22:00:30Z');
  });

  it('says a floor, a place, a category and the pictures’ common URL parts once', () => {
    expect(packed.places).toHaveLength(2);
    expect(packed.floors).toEqual([['L2', 'Piso 2', 2]]);
    expect(packed.categories).toEqual([['moda', 'Moda']]);
    // the mall's offset and whole minutes are implied
    expect(packed.offers[0]?.[3]).toBe('2026-11-18T10:00');
    expect(packed.image?.prefix).toBe('https://www.datocms-assets.com/1/');
    expect(packed.offers[0]?.[6]).toBe('a');
    expect(JSON.stringify(packed)).not.toContain('srcSet');
  });
});
