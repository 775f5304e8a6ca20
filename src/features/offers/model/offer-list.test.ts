import { describe, expect, it } from 'vitest';
import type { OfferCardFieldsFragment } from '@generated/graphql';
import { filterOffers, offerFilterSegment, parseOfferParams } from './offer-list';
import { sortOffers } from './offer-order';
import { toOfferSummaries } from './offer-summary';

const record = (
  slug: string,
  startsAt: string,
  endsAt: string,
  places: OfferCardFieldsFragment['places'],
  category = 'moda',
): OfferCardFieldsFragment => ({
  id: `offer-${slug}`,
  slug,
  title: slug,
  startsAt,
  endsAt,
  couponCode: null,
  image: null,
  categories: [{ __typename: 'StoreCategoryRecord', id: category, slug: category, name: category }],
  places,
});
const store = (slug: string, floor: string) =>
  ({
    __typename: 'StoreRecord',
    id: `store-${slug}`,
    slug,
    name: slug,
    floor: { id: floor, code: floor, level: 1, name: floor },
  }) as const;

const offers = toOfferSummaries([
  record('tonight', '2026-11-20T11:00:00-03:00', '2026-11-20T22:00:00-03:00', [store('a', 'L1')]),
  record('ended', '2026-11-01T10:00:00-03:00', '2026-11-19T22:00:00-03:00', [store('b', 'L2')]),
  record('next-week', '2026-11-23T10:00:00-03:00', '2026-11-29T22:00:00-03:00', [store('c', 'L2')], 'livros'),
  record('orphan', '2026-11-01T10:00:00-03:00', '2026-12-30T22:00:00-03:00', []),
]);
const FRIDAY_2PM = new Date('2026-11-20T17:00:00Z');
const slugs = (list: readonly { slug: string }[]) => list.map((o) => o.slug);

describe('the offers list', () => {
  it('drops an offer without a store or restaurant left', () => {
    expect(slugs(offers)).toEqual(['tonight', 'ended', 'next-week']);
  });

  it('shows every offer until the time is known, then none that ended', () => {
    const all = parseOfferParams(new URLSearchParams());
    expect(slugs(filterOffers(offers, all, null))).toEqual(['tonight', 'ended', 'next-week']);
    expect(slugs(filterOffers(offers, all, FRIDAY_2PM))).toEqual(['tonight', 'next-week']);
    expect(slugs(filterOffers(offers, all, new Date('2026-11-21T01:00:00Z')))).toEqual(['next-week']);
  });

  it('filters by category, floor, store and ending soon', () => {
    const by = (query: string) => slugs(filterOffers(offers, parseOfferParams(new URLSearchParams(query)), FRIDAY_2PM));
    expect(by('categoria=livros')).toEqual(['next-week']);
    expect(by('piso=l1')).toEqual(['tonight']);
    expect(by('loja=c')).toEqual(['next-week']);
    expect(by('terminando=1')).toEqual(['tonight']);
  });

  it('puts current offers first, soonest to end, then those to come, and any ended last', () => {
    expect(slugs(sortOffers([...offers].reverse(), FRIDAY_2PM))).toEqual(['tonight', 'next-week', 'ended']);
    // without a time (the server's first page before ADR 0087's hourly order) only the end dates order them
    expect(slugs(sortOffers([...offers].reverse(), null))).toEqual(['ended', 'tonight', 'next-week']);
  });

  it('normalises the query into one segment, ignoring what is not a filter', () => {
    expect(offerFilterSegment(new URLSearchParams('terminando=1&x=1&piso=L2&categoria=Moda'))).toBe(
      'categoria=moda&piso=l2&terminando=1',
    );
    expect(offerFilterSegment(new URLSearchParams('categoria=<script>'))).toBeNull();
  });

  it('keeps the no-JavaScript page number after the filters, and only a sane one', () => {
    expect(offerFilterSegment(new URLSearchParams('pagina=2&loja=bit-gamer'))).toBe('loja=bit-gamer&pagina=2');
    expect(offerFilterSegment(new URLSearchParams('pagina=1'))).toBeNull();
    expect(parseOfferParams(new URLSearchParams('pagina=0')).page).toBe(1);
    expect(parseOfferParams(new URLSearchParams('pagina=abc')).page).toBe(1);
    expect(parseOfferParams(new URLSearchParams('pagina=99999')).page).toBe(1);
  });
});
